import type { ModelContent } from '../types'

/** The zh-CN version of ../en-US/tiggo-8-pro-max.ts: SAMPLE copy (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '七座 SUV',
  tagline: '能力全开，舒适满格。',
  summary: '全轮驱动、系列中最强的 2.0 升涡轮增压发动机和最丰富的配置：瑞虎 8 Pro Max 在各方面都更进一步。',
  intro: {
    exterior: {
      heading: '每个角度都大胆',
      text: '自信的格栅、红色制动卡钳和 20 英寸多辐轮毂彰显 Max 的意图；撞色车顶更添定制感。',
      points: [
        { value: '20 英寸', label: '多辐轮毂' },
        { value: '红色', label: '制动卡钳' },
        { value: '双色', label: '车顶' },
      ],
    },
    interior: {
      heading: '为长途而精心打造',
      text: '柔软皮革、带加热和通风的前排座椅以及 15.6 英寸中控屏，让最长的公路旅行——包括从拉各斯到阿布贾——也感觉很短。',
      points: [
        { value: '15.6 英寸', label: '中控屏' },
        { value: '7', label: '座位' },
        { value: '通风', label: '前排座椅' },
      ],
    },
    performance: {
      heading: '全轮驱动，全路况',
      text: '充沛的动力、400 牛·米扭矩和智能全轮驱动系统，让 Max 在雨季暴雨和未铺装道路上都从容稳定。',
      points: [
        { value: '192 kW', label: '功率' },
        { value: '400 Nm', label: '扭矩' },
        { value: '全轮驱动', label: '智能' },
      ],
    },
    safety: {
      heading: '先进科技，始终在线',
      text: '十个气囊、540° 透明底盘摄像头和全套驾驶辅助系统，同时关注每一个方向。',
      points: [
        { value: '10', label: '气囊' },
        { value: '540°', label: '摄像头' },
        { value: 'L2 级', label: '驾驶辅助' },
      ],
    },
  },
  specs: {
    transmission: '7 速双离合',
    drive: '全轮驱动',
    fuel: '汽油',
    seats: '7',
    boot: '193 L（7 座）/ 889 L（5 座）',
  },
  highlights: [
    { title: '智能全轮驱动', text: '湿滑路面或砂石路上，动力都分配到抓地力最好的车轮。' },
    { title: '双色定制', text: '撞色车顶和红色卡钳让 Max 与众不同。' },
    { title: '15.6 英寸屏幕', text: '清晰、流畅，是全互联座舱的中心。' },
    { title: '540° 摄像头', text: '越过障碍时，甚至能看到车底的情况。' },
    { title: '最强的瑞虎 8', text: '2.0 升涡轮增压发动机输出 192 千瓦和 400 牛·米。' },
  ],
  features: [
    { title: '智能全轮驱动', text: '任何路面都充满信心。' },
    { title: '座椅加热与通风', text: '任何天气都舒适。' },
    { title: '抬头显示', text: '车速和导航就在视线之中。' },
    { title: '无线 Apple CarPlay', text: '上车即自动连接手机。' },
    { title: '540° 透明底盘摄像头', text: '四周和车底一览无余。' },
    { title: '6 年 / 20 万公里质保', text: '以先到者为准，由我们在拉各斯和卡诺的服务网络提供保障。' },
  ],
  closing: '在您熟悉的路线上体验全轮驱动：今天就预约瑞虎 8 Pro Max 试驾。',
}

export default content
