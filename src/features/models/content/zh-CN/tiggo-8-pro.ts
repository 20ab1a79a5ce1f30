import type { ModelContent } from '../types'

/** The zh-CN version of ../en-US/tiggo-8-pro.ts: SAMPLE copy (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '七座 SUV',
  tagline: '七个座位，处处头等舱。',
  summary: '2.0 升涡轮增压发动机、三排座椅和如贵宾室般精致的座舱：瑞虎 8 Pro 为不愿妥协的家庭而生。',
  intro: {
    exterior: {
      heading: '气场，更显精致',
      text: '宽大的镀铬边框格栅、水晶质感 LED 灯和 20 英寸轮毂，赋予瑞虎 8 Pro 旗舰般的姿态，镀铬饰条从车头延伸至车尾勾勒侧窗。',
      points: [
        { value: '20 英寸', label: '铝合金轮毂' },
        { value: '全 LED', label: '灯光' },
        { value: '镀铬', label: '车窗线条' },
      ],
    },
    interior: {
      heading: '三排皆舒适',
      text: '绗缝皮革、12.3 英寸数字仪表与同尺寸触摸屏，以及八扬声器索尼音响，让每次出行都如头等舱般享受，第三排也不例外。',
      points: [
        { value: '7', label: '座位' },
        { value: '2 × 12.3 英寸', label: '屏幕' },
        { value: '8', label: '索尼扬声器' },
      ],
    },
    performance: {
      heading: '动力从容',
      text: '2.0 升涡轮增压发动机通过七速双离合变速箱输出动力，全家同行也能自信超车。',
      points: [
        { value: '187 kW', label: '功率' },
        { value: '390 Nm', label: '扭矩' },
        { value: '7 速', label: '双离合' },
      ],
    },
    safety: {
      heading: '家人的守护者',
      text: '自适应巡航、自动紧急制动、车道保持辅助和八个气囊，守护每一段旅程。',
      points: [
        { value: '8', label: '气囊' },
        { value: 'AEB', label: '紧急制动' },
        { value: '自适应', label: '巡航控制' },
      ],
    },
  },
  specs: {
    transmission: '7 速双离合',
    drive: '前轮驱动',
    fuel: '汽油',
    seats: '7',
    boot: '193 L（7 座）/ 889 L（5 座）',
  },
  highlights: [
    { title: '旗舰气场', text: '宽大的格栅和 20 英寸轮毂，远远就能认出它。' },
    { title: '贵宾室般的座舱', text: '三排座椅均配绗缝皮革和柔和氛围灯。' },
    { title: '2.0 升涡轮增压', text: '满载七人和行李，动力依然强劲平顺。' },
    { title: '驾驶辅助', text: '自适应巡航和车道保持让长途驾驶不再疲惫。' },
    { title: '七人空间', text: '放平第三排，获得近 900 升行李空间。' },
  ],
  features: [
    { title: '全景天窗', text: '第一、二排头顶皆是开阔天空。' },
    { title: '三区自动空调', text: '每个人都能设定自己的温度。' },
    { title: '前排座椅通风', text: '最炎热的午后也清凉舒适。' },
    { title: '电动尾门', text: '一键开启和关闭。' },
    { title: '自适应巡航', text: '自动与前车保持距离。' },
    { title: '6 年 / 20 万公里质保', text: '以先到者为准，由我们在拉各斯和卡诺的服务网络提供保障。' },
  ],
  closing: '带上家人，体验全部三排座椅：离您最近的展厅已备好一辆瑞虎 8 Pro。',
}

export default content
