// The cabin seen from the middle of the rear seat (left-hand drive, as in Nigeria): windscreen
// with a morning road beyond it, dashboard, the wide floating screen (instrument cluster and
// infotainment, no text), steering wheel, centre console and the two front seats. Drawn on a
// 1600 × 900 canvas and scaled to the requested size. Each model gets its own trim colours.

import { MODELS } from './models.mjs'
import { f, linGrad, mix, radGrad, roundedPath, shade, svgDoc } from './util.mjs'

/** Upholstery and accent per model: seat leather, its light edge, stitching, dash trim, ambient light. */
const TRIM = {
  'arrizo-5': { seat: '#24262a', edge: '#3b3e44', stitch: '#c7001f', trim: '#8c9299', glow: '#ff4d5e' },
  'tiggo-2-pro': { seat: '#222427', edge: '#393c42', stitch: '#c7001f', trim: '#9aa0a7', glow: '#ff4d5e' },
  'tiggo-4-pro': { seat: '#2a2c30', edge: '#44474d', stitch: '#59a6c3', trim: '#a3a9b0', glow: '#6fd0ff' },
  'tiggo-8-pro': { seat: '#5b3b2e', edge: '#7a5444', stitch: '#d9c3a5', trim: '#b59b78', glow: '#ffb56b' },
  'tiggo-8-pro-max': { seat: '#2b2320', edge: '#4a3b34', stitch: '#c9a27a', trim: '#a8927a', glow: '#7fe3d0' },
  'tiggo-9': { seat: '#6a4a39', edge: '#8c6651', stitch: '#efe1cc', trim: '#c9b394', glow: '#9fc8ff' },
}

export function interiorSvg(id, w, h) {
  if (!MODELS[id]) throw new Error(`unknown model ${id}`)
  const t = TRIM[id] ?? TRIM['tiggo-9']
  const defs = []
  const out = []
  const path = (d, fill, extra = '') => out.push(`<path d="${d}" fill="${fill}"${extra}/>`)

  // --- outside: sky, far city, road
  defs.push(
    linGrad('isky', 0, 0, 0, 1, [[0, '#9cc4e4'], [0.55, '#d9e6ee'], [1, '#f4e3c8']]),
    linGrad('iroad', 0, 0, 0, 1, [[0, '#8d939a'], [1, '#4a4f55']]),
    linGrad('ihead', 0, 0, 0, 1, [[0, '#3a3c40'], [1, '#55585d']]),
    linGrad('idash', 0, 0, 0, 1, [[0, '#2f3135'], [0.35, '#1d1f22'], [1, '#121315']]),
    linGrad('iscreen', 0, 0, 1, 1, [[0, '#0d1724'], [1, '#05080d']]),
    linGrad('iglass', 0, 0, 0, 1, [[0, '#ffffff', 0.16], [0.4, '#ffffff', 0.02], [1, '#ffffff', 0]]),
    linGrad('iseatL', 0, 0, 1, 0, [[0, shade(t.seat, 0.7)], [0.55, t.seat], [0.85, t.edge], [1, shade(t.seat, 0.8)]]),
    linGrad('iseatR', 1, 0, 0, 0, [[0, shade(t.seat, 0.7)], [0.55, t.seat], [0.85, t.edge], [1, shade(t.seat, 0.8)]]),
    linGrad('itrim', 0, 0, 1, 0, [[0, shade(t.trim, 0.7)], [0.5, t.trim], [1, shade(t.trim, 0.75)]]),
    linGrad('iglow', 0, 0, 1, 0, [[0, t.glow, 0], [0.2, t.glow, 0.9], [0.8, t.glow, 0.9], [1, t.glow, 0]]),
    linGrad('imap', 0, 0, 1, 1, [[0, '#1c2b3a'], [1, '#132030']]),
    radGrad('isun', 1180, 250, 420, [[0, '#fff6df', 0.95], [0.4, '#ffe9c2', 0.35], [1, '#ffe9c2', 0]]),
    radGrad('ivign', 800, 430, 980, [[0.55, '#000', 0], [1, '#000', 0.55]]),
  )
  out.push('<rect width="1600" height="900" fill="url(#isky)"/>', '<rect width="1600" height="900" fill="url(#isun)"/>')
  // far skyline: low blocks in haze
  let x = 120
  const blocks = [60, 95, 48, 130, 80, 62, 150, 90, 55, 110, 70, 124, 66, 88]
  blocks.forEach((bh, i) => {
    const bw = 46 + ((i * 37) % 50)
    out.push(`<rect x="${x}" y="${372 - bh}" width="${bw}" height="${bh}" fill="#aab8c4" opacity="0.55"/>`)
    x += bw + 18 + ((i * 13) % 22)
  })
  // road converging to the horizon, lane marks, verge
  path('M-100 520L760 372L840 372L1700 520Z', 'url(#iroad)')
  path('M-100 372L760 372L-100 520Z', '#8fa07a', ' opacity="0.7"')
  path('M840 372L1700 372L1700 520Z', '#8fa07a', ' opacity="0.7"')
  for (let k = 0; k < 6; k++) {
    const a = k / 6
    const b = a + 0.07
    const yA = 372 + 148 * a * a
    const yB = 372 + 148 * b * b
    path(`M${f(800 - 4 - 8 * a)} ${f(yA)}L${f(800 + 4 + 8 * a)} ${f(yA)}L${f(800 + 4 + 8 * b)} ${f(yB)}L${f(800 - 4 - 8 * b)} ${f(yB)}Z`, '#f1efe6', ' opacity="0.85"')
  }

  // --- cabin shell: headliner, A-pillars, windscreen reflection
  path('M0 0H1600V120Q800 40 0 120Z', 'url(#ihead)')
  path('M0 100Q800 30 1600 100V140Q800 70 0 140Z', '#2a2c30')
  path('M0 120L0 560L150 470L300 150Q150 135 0 140Z', '#1c1e21')
  path('M1600 120L1600 560L1450 470L1300 150Q1450 135 1600 140Z', '#1c1e21')
  path('M300 150Q800 80 1300 150L1450 470L150 470Z', 'url(#iglass)')
  // rear-view mirror
  out.push(`<rect x="786" y="92" width="28" height="60" rx="6" fill="#1a1c1f"/>`, `<path d="${roundedPath([[690, 140, 22], [910, 140, 22], [900, 200, 22], [700, 200, 22]])}" fill="#1a1c1f"/>`, `<path d="${roundedPath([[704, 150, 14], [896, 150, 14], [888, 190, 14], [712, 190, 14]])}" fill="#5b6874"/>`)

  // --- dashboard
  path('M0 520Q0 452 150 440Q800 400 1450 440Q1600 452 1600 520V900H0Z', 'url(#idash)')
  path('M40 520Q800 470 1560 520L1560 548Q800 498 40 548Z', 'url(#itrim)')
  path('M60 556Q800 506 1540 556L1540 562Q800 512 60 562Z', 'url(#iglow)')
  // air vents: outer pair and the slim centre pair under the screen
  for (const [vx, vw] of [[70, 170], [1360, 170], [650, 130], [820, 130]]) {
    out.push(`<path d="${roundedPath([[vx, 580, 10], [vx + vw, 580, 10], [vx + vw, 618, 10], [vx, 618, 10]])}" fill="#0b0c0e"/>`)
    for (let s = 0; s < 3; s++) out.push(`<rect x="${vx + 8}" y="${588 + s * 10}" width="${vw - 16}" height="3" rx="1.5" fill="#3a3d42"/>`)
  }

  // --- the floating screen: cluster (left) and infotainment (right) under one glass
  const sx0 = 330
  const sx1 = 1180
  const sy0 = 318
  const sy1 = 472
  out.push(`<path d="${roundedPath([[sx0 + 10, sy0 + 14, 22], [sx1 + 10, sy0 + 14, 22], [sx1 + 10, sy1 + 16, 22], [sx0 + 10, sy1 + 16, 22]])}" fill="#000" opacity="0.35"/>`)
  out.push(`<path d="${roundedPath([[sx0, sy0, 22], [sx1, sy0, 22], [sx1, sy1, 22], [sx0, sy1, 22]])}" fill="url(#iscreen)" stroke="#34383e" stroke-width="3"/>`)
  // cluster: two ring gauges and a small road graphic between them
  const gauge = (cx, cy, r, frac, col) => {
    const a0 = Math.PI * 0.8
    const a1 = Math.PI * 2.2
    const arc = (a, b) => `M${f(cx + r * Math.cos(a))} ${f(cy + r * Math.sin(a))}A${r} ${r} 0 ${b - a > Math.PI ? 1 : 0} 1 ${f(cx + r * Math.cos(b))} ${f(cy + r * Math.sin(b))}`
    out.push(`<path d="${arc(a0, a1)}" fill="none" stroke="#1f2a36" stroke-width="9" stroke-linecap="round"/>`)
    out.push(`<path d="${arc(a0, a0 + (a1 - a0) * frac)}" fill="none" stroke="${col}" stroke-width="9" stroke-linecap="round"/>`)
    out.push(`<circle cx="${cx}" cy="${cy}" r="${f(r * 0.42)}" fill="#0f1822"/>`)
  }
  gauge(420, 398, 52, 0.62, t.glow)
  gauge(650, 398, 52, 0.4, '#7ed6a5')
  path('M520 440L548 358L562 358L590 440Z', '#26313d')
  path('M551 430L553 400L557 400L559 430Z', '#dbe3ea')
  path('M553 392L554 366L556 366L557 392Z', '#dbe3ea')
  out.push(`<rect x="712" y="330" width="2" height="130" fill="#1d2833"/>`)
  // infotainment: map with a route, a media card and a row of tiles
  out.push(`<path d="${roundedPath([[730, 334, 12], [985, 334, 12], [985, 456, 12], [730, 456, 12]])}" fill="url(#imap)"/>`)
  for (const d of ['M740 420Q800 380 860 400T980 350', 'M760 340L800 456', 'M900 334L870 456', 'M730 372Q850 360 985 392']) {
    out.push(`<path d="${d}" fill="none" stroke="#2b4257" stroke-width="6" stroke-linecap="round"/>`)
  }
  out.push(`<path d="M770 446Q820 410 862 402T950 366" fill="none" stroke="${t.glow}" stroke-width="5" stroke-linecap="round"/>`)
  out.push(`<circle cx="770" cy="446" r="8" fill="#fff"/>`, `<circle cx="950" cy="366" r="8" fill="${t.glow}"/>`)
  out.push(`<path d="${roundedPath([[1000, 334, 12], [1164, 334, 12], [1164, 402, 12], [1000, 402, 12]])}" fill="#17222e"/>`)
  out.push(`<path d="${roundedPath([[1010, 344, 8], [1058, 344, 8], [1058, 392, 8], [1010, 392, 8]])}" fill="${mix(t.glow, '#203040', 0.35)}"/>`)
  out.push(`<rect x="1070" y="352" width="80" height="8" rx="4" fill="#c9d3dc"/>`, `<rect x="1070" y="370" width="56" height="6" rx="3" fill="#5e6d7b"/>`)
  out.push(`<rect x="1070" y="386" width="84" height="4" rx="2" fill="#2c3a48"/>`, `<rect x="1070" y="386" width="40" height="4" rx="2" fill="${t.glow}"/>`)
  for (let k = 0; k < 4; k++) out.push(`<path d="${roundedPath([[1000 + k * 42, 414, 9], [1034 + k * 42, 414, 9], [1034 + k * 42, 456, 9], [1000 + k * 42, 456, 9]])}" fill="#1d2a37"/>`)
  out.push(`<path d="M${sx0 + 20} ${sy0 + 4}L${sx0 + 260} ${sy0 + 4}L${sx0 + 150} ${sy1 - 4}L${sx0 + 20} ${sy1 - 4}Z" fill="#ffffff" opacity="0.04"/>`)

  // --- centre console between the seats: climate strip, gear selector, charging pad
  path('M620 640Q800 625 980 640L1040 900H560Z', '#17181b')
  path('M640 650Q800 636 960 650L966 676Q800 662 634 676Z', '#25272b')
  for (let k = 0; k < 7; k++) out.push(`<rect x="${668 + k * 40}" y="${656 - (k === 3 ? 2 : 0)}" width="26" height="10" rx="5" fill="${k === 3 ? t.glow : '#4a4e55'}"/>`)
  out.push(`<path d="${roundedPath([[700, 700, 18], [900, 700, 18], [908, 770, 18], [692, 770, 18]])}" fill="#0d0e10"/>`)
  out.push(`<path d="${roundedPath([[718, 712, 12], [882, 712, 12], [886, 758, 12], [714, 758, 12]])}" fill="#1c1f23"/>`)
  out.push(`<ellipse cx="800" cy="820" rx="46" ry="30" fill="url(#itrim)"/>`, `<ellipse cx="800" cy="814" rx="34" ry="20" fill="#2a2d31"/>`)

  // --- steering wheel (left-hand drive), seen past the driver's seat
  const wx = 540
  const wy = 610
  out.push(`<ellipse cx="${wx}" cy="${wy}" rx="172" ry="160" fill="none" stroke="#0f1012" stroke-width="38"/>`)
  out.push(`<ellipse cx="${wx}" cy="${wy - 6}" rx="172" ry="160" fill="none" stroke="#34373c" stroke-width="6" stroke-dasharray="260 900" stroke-dashoffset="-760"/>`)
  path(`M${wx - 180} ${wy + 10}Q${wx - 80} ${wy - 10} ${wx - 50} ${wy + 30}L${wx + 50} ${wy + 30}Q${wx + 80} ${wy - 10} ${wx + 180} ${wy + 10}L${wx + 170} ${wy + 50}Q${wx} ${wy + 40} ${wx - 170} ${wy + 50}Z`, '#16171a')
  out.push(`<path d="${roundedPath([[wx - 60, wy - 20, 26], [wx + 60, wy - 20, 26], [wx + 54, wy + 60, 26], [wx - 54, wy + 60, 26]])}" fill="#1d1f23"/>`)
  out.push(`<path d="${roundedPath([[wx - 22, wy + 6, 6], [wx + 22, wy + 6, 6], [wx + 22, wy + 30, 6], [wx - 22, wy + 30, 6]])}" fill="url(#itrim)"/>`)

  // --- front seats: backrest and headrest, quilted, with piping in the trim colour
  const seat = (cx, mirror) => {
    const s = mirror ? -1 : 1
    const X = (dx) => cx + dx * s
    const grad = mirror ? 'url(#iseatR)' : 'url(#iseatL)'
    // headrest
    out.push(`<path d="${roundedPath([[X(-120), 470, 48], [X(120), 470, 48], [X(110), 600, 34], [X(-110), 600, 34]])}" fill="${grad}"/>`)
    out.push(`<rect x="${f(cx - 50)}" y="600" width="12" height="44" fill="#8e939a"/><rect x="${f(cx + 38)}" y="600" width="12" height="44" fill="#8e939a"/>`)
    // backrest with bolsters
    const back = [[X(-230), 900, 0], [X(-250), 700, 90], [X(-200), 630, 60], [X(200), 630, 60], [X(250), 700, 90], [X(230), 900, 0]]
    out.push(`<path d="${roundedPath(back)}" fill="${grad}"/>`)
    out.push(`<path d="${roundedPath([[X(-150), 900, 0], [X(-160), 700, 60], [X(-120), 668, 40], [X(120), 668, 40], [X(160), 700, 60], [X(150), 900, 0]])}" fill="${shade(t.seat, 0.92)}"/>`)
    for (let k = 0; k < 5; k++) {
      const y = 712 + k * 40
      out.push(`<path d="M${f(X(-146))} ${y}Q${f(cx)} ${y + 8} ${f(X(146))} ${y}" fill="none" stroke="${t.stitch}" stroke-width="2" stroke-dasharray="7 6" opacity="0.75"/>`)
    }
    out.push(`<path d="${roundedPath([[X(-160), 900, 0], [X(-160), 700, 60], [X(-120), 668, 40], [X(120), 668, 40], [X(160), 700, 60], [X(160), 900, 0]], false)}" fill="none" stroke="${t.edge}" stroke-width="5"/>`)
    out.push(`<path d="M${f(X(-100))} 484Q${f(cx)} 474 ${f(X(100))} 484" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.12"/>`)
  }
  seat(330, false)
  seat(1270, true)
  out.push('<rect width="1600" height="900" fill="url(#ivign)"/>')

  return svgDoc(w, h, out.join(''), defs.join(''), '0 0 1600 900')
}
