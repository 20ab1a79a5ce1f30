// The models as the image pipeline draws them: the catalogue's facts (src/config/catalogue/: title,
// length, wheelbase, width, colours, 360° sets, body, the hero's colour, black roofs) joined with
// the hand-designed side profile below (glass, lamps, arches, trim), from which every render is
// built. A model without a profile of its own borrows the nearest one of its body, stretched to its
// length and wheelbase (stretchedShape), so a new model needs no drawing here.
//
// Geometry is in millimetres, car facing LEFT: x = 0 at the front bumper, x = L at the rear,
// y = 0 on the ground, y up. Points are [x, y, cornerRadius].

import { CATALOGUE, COLORS, FACTS } from './catalogue.mjs'

export { COLORS }

/** Paint palettes: how each colour reads on a glossy body (sky reflection above, ground below). */
export const PAINT = {
  white: { hi: '#ffffff', base: '#f1f2f4', mid: '#dfe2e6', lo: '#aab1ba', deep: '#7d858f', spec: '#ffffff', rim: '#ffffff' },
  black: { hi: '#5b626c', base: '#202328', mid: '#121418', lo: '#08090b', deep: '#000000', spec: '#b9c2cc', rim: '#8d96a1' },
  gray: { hi: '#e9ebed', base: '#b9bbbd', mid: '#a2a5a8', lo: '#676c71', deep: '#43474c', spec: '#ffffff', rim: '#f3f4f5' },
  red: { hi: '#f0485f', base: '#c7001f', mid: '#a8001a', lo: '#62000f', deep: '#3a0008', spec: '#ffd3d9', rim: '#ff8a99' },
  blue: { hi: '#b9e2f1', base: '#59a6c3', mid: '#4890ac', lo: '#25586c', deep: '#173846', spec: '#ecf9ff', rim: '#d3f0fb' },
  silver: { hi: '#ffffff', base: '#e3e5e8', mid: '#c7cbd0', lo: '#858c95', deep: '#5b626b', spec: '#ffffff', rim: '#ffffff' },
  violet: { hi: '#8a5a70', base: '#3b1c2a', mid: '#2e1520', lo: '#170a10', deep: '#0a0407', spec: '#e6c6d4', rim: '#b98aa0' },
  green: { hi: '#5f9a9b', base: '#195253', mid: '#134344', lo: '#0a2526', deep: '#041314', spec: '#d5f0f0', rim: '#8cc5c6' },
}

// Wheel centres sit at (FO, wheelR) and (FO + WB, wheelR); each outline spans 0…L (the catalogue's length).
const SHAPES = {
  'arrizo-5': {
    // a long low bonnet, a fast rear screen flowing into a short boot deck with a lip
    screen: [[1490, 902], [2270, 1420]],
    backlight: [[3240, 1448], [3975, 1066]],
    FO: 900,
    wheelR: 328,
    rimR: 215,
    archR: 364,
    clearance: 150,
    rim: { style: 'double5', tone: 'silver' },
    grille: 'bars',
    chromeBelt: true,
    outline: [
      [95, 190, 50], [18, 285, 70], [0, 440, 90], [28, 585, 90], [190, 690, 170],
      [1480, 898, 170], [2270, 1425, 440], [2800, 1482, 650], [3240, 1452, 420],
      [3985, 1058, 150], [4440, 1038, 60], [4535, 1042, 30], [4572, 890, 25], [4568, 610, 60], [4528, 410, 80], [4440, 250, 60],
      [3950, 165, 30], [560, 165, 30],
    ],
    belt: [[1510, 912], [2600, 948], [3800, 1000], [4400, 1024]],
    dlo: [[1560, 925, 20], [2295, 1376, 120], [2800, 1424, 500], [3225, 1400, 260], [3830, 1050, 70], [3790, 1000, 18]],
    pillars: [[2560, 2650, 2590, 2668]],
    doors: { front: 1400, b: 2610, rear: [3780, 1000] },
    handles: [2420, 3450],
    headlight: [[22, 598, 20], [66, 652, 30], [650, 742, 30], [680, 712, 20], [330, 640, 40]],
    drl: [[58, 638], [650, 726]],
    tail: [[4130, 1040, 20], [4535, 1036, 30], [4568, 860, 30], [4300, 930, 30]],
    mirror: [[1600, 940, 20], [1620, 1040, 30], [1780, 1065, 40], [1820, 1005, 30], [1780, 945, 20]],
    sill: { y: 230, tone: 'body' },
  },
  'tiggo-2-pro': {
    screen: [[1200, 1010], [1840, 1528]],
    backlight: [[3962, 1480], [4140, 1206]],
    FO: 830,
    wheelR: 343,
    rimR: 214,
    archR: 381,
    clearance: 185,
    rim: { style: 'spoke5', tone: 'twotone' },
    grille: 'slats',
    cladding: true,
    roofRails: 'silver',
    outline: [
      [80, 225, 60], [20, 325, 80], [0, 560, 120], [35, 800, 120], [255, 905, 220],
      [1190, 1005, 190], [1830, 1530, 380], [2600, 1572, 750], [3700, 1552, 240],
      [3940, 1512, 30], [3958, 1484, 12], [4145, 1198, 70], [4168, 1036, 110], [4164, 790, 20],
      [4198, 766, 20], [4200, 640, 140], [4180, 410, 100], [4110, 250, 70],
      [3750, 200, 40], [540, 200, 40],
    ],
    belt: [[1290, 1030], [2450, 1055], [3760, 1095]],
    dlo: [[1330, 1037, 20], [1890, 1440, 110], [2600, 1475, 500], [3600, 1458, 130], [3800, 1176, 60], [3780, 1100, 20]],
    pillars: [[2400, 2495, 2420, 2505], [3290, 3360, 3300, 3365]],
    doors: { front: 1265, b: 2470, rear: [3330, 1060] },
    handles: [2260, 3180],
    headlight: [[18, 752, 40], [58, 848, 50], [410, 900, 60], [445, 835, 40], [200, 767, 40]],
    drl: [[60, 822], [420, 875]],
    tail: [[3850, 1118, 20], [4148, 1188, 30], [4168, 1048, 30], [3930, 1078, 20]],
    mirror: [[1380, 1045, 20], [1400, 1150, 30], [1560, 1175, 40], [1600, 1110, 30], [1560, 1050, 20]],
    sill: { y: 300, tone: 'clad' },
  },
  'tiggo-4-pro': {
    screen: [[1300, 1045], [1960, 1606]],
    backlight: [[4084, 1546], [4262, 1244]],
    FO: 860,
    wheelR: 358,
    rimR: 242,
    archR: 394,
    clearance: 185,
    rim: { style: 'thin10', tone: 'dark' },
    grille: 'mesh',
    cladding: true,
    roofRails: 'black',
    floatingRoof: true,
    outline: [
      [85, 225, 60], [25, 325, 80], [0, 570, 100], [30, 815, 100], [230, 925, 210],
      [1290, 1040, 190], [1950, 1610, 360], [2650, 1662, 800], [3800, 1622, 280],
      [4062, 1578, 30], [4080, 1550, 12], [4265, 1236, 70], [4290, 1060, 110], [4286, 800, 20],
      [4316, 776, 20], [4318, 640, 140], [4298, 410, 100], [4230, 250, 70],
      [3850, 205, 40], [560, 205, 40],
    ],
    belt: [[1390, 1080], [2560, 1110], [3600, 1150], [3940, 1200]],
    dlo: [[1430, 1086, 20], [2010, 1520, 110], [2650, 1558, 500], [3400, 1522, 140], [3610, 1380, 60], [3590, 1146, 18]],
    pillars: [[2520, 2610, 2540, 2622]],
    cpillar: [[3400, 1524, 40], [3770, 1508, 140], [3940, 1250, 60], [3910, 1198, 30], [3590, 1146, 10], [3610, 1380, 40]],
    doors: { front: 1300, b: 2585, rear: [3590, 1142] },
    handles: [2380, 3360],
    headlight: [[22, 782, 20], [45, 852, 30], [480, 910, 40], [512, 870, 20], [250, 810, 40]],
    drl: [[45, 832], [490, 890]],
    tail: [[3960, 1170, 20], [4268, 1228, 30], [4289, 1086, 30], [4040, 1116, 20]],
    mirror: [[1480, 1095, 20], [1500, 1200, 30], [1665, 1225, 40], [1705, 1160, 30], [1665, 1100, 20]],
    sill: { y: 300, tone: 'clad' },
  },
  'tiggo-8-pro': {
    screen: [[1420, 1100], [2090, 1686]],
    backlight: [[4452, 1630], [4652, 1302]],
    FO: 930,
    wheelR: 372,
    rimR: 240,
    archR: 410,
    clearance: 195,
    rim: { style: 'y6', tone: 'silver' },
    grille: 'slats',
    cladding: true,
    roofRails: 'black',
    chromeDlo: true,
    outline: [
      [90, 230, 60], [25, 335, 80], [0, 590, 110], [25, 850, 100], [235, 975, 220],
      [1410, 1095, 200], [2080, 1690, 380], [3000, 1742, 900], [4180, 1710, 260],
      [4430, 1668, 30], [4448, 1638, 12], [4655, 1295, 70], [4675, 1115, 110], [4670, 830, 20],
      [4698, 806, 20], [4700, 660, 150], [4680, 420, 110], [4610, 260, 80],
      [4150, 210, 40], [600, 210, 40],
    ],
    belt: [[1500, 1140], [2780, 1170], [4300, 1212]],
    dlo: [[1540, 1146, 20], [2150, 1590, 110], [3000, 1626, 650], [3950, 1598, 160], [4150, 1280, 60], [4130, 1214, 20]],
    pillars: [[2730, 2830, 2750, 2842], [3690, 3760, 3700, 3770]],
    doors: { front: 1375, b: 2790, rear: [3730, 1170] },
    handles: [2580, 3580],
    headlight: [[20, 800, 20], [42, 892, 30], [470, 950, 40], [506, 892, 20], [260, 832, 40]],
    drl: [[42, 862], [480, 922]],
    tail: [[4360, 1212, 20], [4662, 1280, 30], [4676, 1130, 30], [4440, 1146, 20]],
    mirror: [[1590, 1155, 20], [1610, 1265, 30], [1780, 1290, 40], [1820, 1225, 30], [1780, 1160, 20]],
    sill: { y: 310, tone: 'clad' },
  },
  'tiggo-8-pro-max': {
    screen: [[1420, 1095], [2100, 1676]],
    backlight: [[4472, 1624], [4672, 1298]],
    FO: 935,
    wheelR: 378,
    rimR: 258,
    archR: 416,
    clearance: 195,
    rim: { style: 'multi10', tone: 'gunmetal' },
    grille: 'mesh',
    calipers: '#c7001f',
    cladding: true,
    roofRails: 'black',
    chromeDlo: true,
    outline: [
      [90, 230, 60], [25, 335, 80], [0, 590, 110], [28, 840, 100], [240, 965, 220],
      [1410, 1090, 200], [2090, 1680, 380], [3000, 1735, 900], [4200, 1703, 260],
      [4450, 1660, 30], [4468, 1632, 12], [4675, 1292, 70], [4697, 1120, 110], [4692, 830, 20],
      [4720, 806, 20], [4722, 660, 150], [4702, 420, 110], [4630, 260, 80],
      [4170, 210, 40], [600, 210, 40],
    ],
    belt: [[1500, 1138], [2780, 1170], [4300, 1222]],
    dlo: [[1540, 1144, 20], [2160, 1585, 110], [3000, 1620, 650], [3980, 1592, 160], [4175, 1286, 60], [4155, 1226, 20]],
    pillars: [[2730, 2830, 2750, 2842], [3690, 3760, 3700, 3770]],
    doors: { front: 1380, b: 2790, rear: [3730, 1170] },
    handles: [2580, 3580],
    headlight: [[20, 790, 20], [40, 848, 30], [520, 935, 30], [548, 900, 20], [280, 832, 40]],
    drl: [[40, 828], [530, 918]],
    tail: [[4380, 1226, 20], [4684, 1278, 30], [4698, 1140, 30], [4460, 1158, 20]],
    mirror: [[1590, 1152, 20], [1610, 1262, 30], [1780, 1287, 40], [1820, 1222, 30], [1780, 1157, 20]],
    sill: { y: 310, tone: 'clad' },
  },
  'tiggo-9': {
    screen: [[1490, 1115], [2150, 1686]],
    backlight: [[4566, 1632], [4770, 1298]],
    FO: 950,
    wheelR: 385,
    rimR: 268,
    archR: 424,
    clearance: 200,
    rim: { style: 'turbine', tone: 'silver' },
    grille: 'slats',
    calipers: '#3a3f45',
    roofRails: 'silver',
    chromeDlo: true,
    outline: [
      [95, 235, 60], [28, 340, 80], [0, 600, 110], [18, 880, 90], [240, 1010, 220],
      [1480, 1110, 200], [2140, 1690, 380], [3050, 1750, 950], [4300, 1716, 260],
      [4545, 1672, 30], [4562, 1640, 12], [4775, 1290, 70], [4795, 1110, 110], [4790, 830, 20],
      [4818, 806, 20], [4820, 660, 150], [4800, 420, 110], [4725, 265, 80],
      [4260, 215, 40], [620, 215, 40],
    ],
    belt: [[1560, 1160], [2840, 1190], [4330, 1235]],
    dlo: [[1610, 1166, 20], [2225, 1600, 120], [3050, 1626, 700], [4060, 1598, 160], [4270, 1292, 60], [4250, 1240, 20]],
    pillars: [[2800, 2900, 2820, 2912], [3760, 3830, 3770, 3840]],
    doors: { front: 1410, b: 2855, rear: [3800, 1195] },
    handles: [2640, 3660],
    headlight: [[12, 835, 20], [28, 895, 30], [540, 975, 30], [562, 938, 20], [300, 876, 40]],
    drl: [[30, 876], [546, 958]],
    tail: [[4470, 1238, 20], [4782, 1278, 30], [4796, 1140, 30], [4560, 1166, 20]],
    mirror: [[1660, 1175, 20], [1680, 1282, 30], [1850, 1308, 40], [1890, 1242, 30], [1850, 1178, 20]],
    sill: { y: 290, tone: 'chrome' },
  },
}

export const FRAMES_360 = 36

/** The model's side profile moved lengthwise so that its wheels and bumpers land at `FO`, `FO + WB` and `L`. */
export function stretchedShape(shape, from, to) {
  const FO = Math.round((shape.FO * (to.L - to.WB)) / (from.L - from.WB))
  const knots = [[0, 0], [shape.FO, FO], [shape.FO + from.WB, FO + to.WB], [from.L, to.L]]
  const x = (value) => {
    let i = 1
    while (i < knots.length - 1 && value > knots[i][0]) i++
    const [[x0, y0], [x1, y1]] = [knots[i - 1], knots[i]]
    return Math.round(y0 + ((value - x0) * (y1 - y0)) / (x1 - x0))
  }
  const points = (list) => list?.map(([px, ...rest]) => [x(px), ...rest])
  return {
    ...shape,
    FO,
    ...Object.fromEntries(['screen', 'backlight', 'outline', 'belt', 'dlo', 'cpillar', 'headlight', 'drl', 'tail', 'mirror'].filter((key) => shape[key]).map((key) => [key, points(shape[key])])),
    pillars: shape.pillars?.map((xs) => xs.map(x)),
    handles: shape.handles.map(x),
    doors: { front: x(shape.doors.front), b: x(shape.doors.b), rear: [x(shape.doors.rear[0]), shape.doors.rear[1]] },
  }
}

const dimensions = (id) => ({ L: CATALOGUE[id].spec.bodyLength, WB: CATALOGUE[id].spec.wheelbase })

/** The drawn profile of a model, else the nearest in length of its body's, stretched to fit. */
function shapeOf(id) {
  if (SHAPES[id]) return SHAPES[id]
  const drawn = Object.keys(SHAPES).filter((other) => FACTS[other].render.body === FACTS[id].render.body)
  const nearest = drawn.sort((a, b) => Math.abs(dimensions(a).L - dimensions(id).L) - Math.abs(dimensions(b).L - dimensions(id).L))[0]
  if (!nearest) throw new Error(`assets: no side profile of a ${FACTS[id].render.body} to draw ${id} from (scripts/assets/lib/models.mjs)`)
  return stretchedShape(SHAPES[nearest], dimensions(nearest), dimensions(id))
}

/** Every model of the catalogue as the renders draw it. */
export const MODELS = Object.fromEntries(
  Object.keys(CATALOGUE).map((id) => {
    const { render, colours, figures } = FACTS[id]
    const model = {
      title: CATALOGUE[id].title,
      kind: render.body,
      ...dimensions(id),
      W: figures.width,
      defaultColor: render.heroColour,
      colors: [...colours],
      twoTone: Object.fromEntries((render.blackRoof ?? []).map((colour) => [colour, true])),
      ...shapeOf(id),
    }
    return [id, model]
  }),
)

/** SPEC §3 360° sets: `folder` names the set, `color` its paint; silverblack is silver with a black roof. */
export const SETS_360 = Object.fromEntries(
  Object.keys(CATALOGUE)
    .filter((id) => FACTS[id].turntable)
    .map((id) => [id, FACTS[id].turntable.folders.map((folder) => (folder === 'silverblack' ? { folder, color: 'silver', blackRoof: true } : { folder, color: folder }))]),
)

/** The cars on the home banners: rendered side views, transparent, no shadow (`cars/<id>-<colour>-side`). */
export const BANNER_CARS = [
  ['tiggo-9', 'black'],
  ['tiggo-4-pro', 'red'],
  ['tiggo-8-pro-max', 'white'],
]

/** Upholstery and accent per model: seat leather, its light edge, stitching, dash trim, ambient light. */
const TRIMS = {
  'arrizo-5': { seat: '#24262a', edge: '#3b3e44', stitch: '#c7001f', trim: '#8c9299', glow: '#ff4d5e' },
  'tiggo-2-pro': { seat: '#222427', edge: '#393c42', stitch: '#c7001f', trim: '#9aa0a7', glow: '#ff4d5e' },
  'tiggo-4-pro': { seat: '#2a2c30', edge: '#44474d', stitch: '#59a6c3', trim: '#a3a9b0', glow: '#6fd0ff' },
  'tiggo-8-pro': { seat: '#5b3b2e', edge: '#7a5444', stitch: '#d9c3a5', trim: '#b59b78', glow: '#ffb56b' },
  'tiggo-8-pro-max': { seat: '#2b2320', edge: '#4a3b34', stitch: '#c9a27a', trim: '#a8927a', glow: '#7fe3d0' },
  'tiggo-9': { seat: '#6a4a39', edge: '#8c6651', stitch: '#efe1cc', trim: '#c9b394', glow: '#9fc8ff' },
}

/** A model's cabin colours: its own, else a neutral dark cabin. */
export const TRIM = Object.fromEntries(Object.keys(CATALOGUE).map((id) => [id, TRIMS[id] ?? { seat: '#24262a', edge: '#3b3e44', stitch: '#9aa0a7', trim: '#8c9299', glow: '#9fc8ff' }]))
