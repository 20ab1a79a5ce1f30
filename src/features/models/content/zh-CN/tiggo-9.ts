import type { ModelContent } from '../types'

/** The zh-CN version of ../en-US/tiggo-9.ts: SAMPLE copy (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '旗舰 SUV',
  tagline: '旗舰之作，低调非凡。',
  summary: '奇瑞最大、最精致的 SUV：长轴距、八速自动变速箱，以及媲美豪华车的座舱。',
  intro: {
    exterior: {
      heading: '低调的恢弘',
      text: '简洁的水平线条、星空格栅和 21 英寸涡轮轮毂，赋予瑞虎 9 一种沉稳的威严，无需过多镀铬彰显。',
      points: [
        { value: '21 英寸', label: '涡轮轮毂' },
        { value: '星空', label: '格栅' },
        { value: '隐藏式', label: '门把手' },
      ],
    },
    interior: {
      heading: '移动的贵宾室',
      text: '带按摩功能的零重力前排座椅、15.6 英寸中控屏、增强现实抬头显示和 14 扬声器索尼音响，让每一次出行都成为享受。',
      points: [
        { value: '零重力', label: '前排座椅' },
        { value: '15.6 英寸', label: '中控屏' },
        { value: '14', label: '索尼扬声器' },
      ],
    },
    performance: {
      heading: '动力与从容兼备',
      text: '2.0 升涡轮增压发动机搭配八速自动变速箱，换挡如丝般顺滑；自适应减振让任何路面上的乘坐都平静安稳。',
      points: [
        { value: '192 kW', label: '功率' },
        { value: '400 Nm', label: '扭矩' },
        { value: '8 速', label: '自动变速' },
      ],
    },
    safety: {
      heading: '全方位保护',
      text: '高强度钢安全笼式车身、十个气囊和配备 24 个传感器的驾驶辅助系统，守护每一个方向。',
      points: [
        { value: '10', label: '气囊' },
        { value: '24', label: '传感器' },
        { value: 'AEB', label: '紧急制动' },
      ],
    },
  },
  specs: {
    transmission: '8 速自动',
    drive: '全轮驱动',
    fuel: '汽油',
    seats: '5 或 7',
    boot: '700 L（5 座）',
  },
  highlights: [
    { title: '低调的恢弘', text: '修长沉稳的线条与 21 英寸涡轮轮毂。' },
    { title: '零重力座椅', text: '躺下、放松，其余交给按摩程序。' },
    { title: '八速自动变速箱', text: '任何车速下都换挡无缝、巡航安静。' },
    { title: '二十四个传感器', text: '摄像头和雷达关注车辆四周。' },
    { title: '人人都有空间', text: '每一排都宽敞，最多七个座位。' },
  ],
  features: [
    { title: '前排按摩座椅', text: '回家路上放松身心。' },
    { title: '带遮阳帘的全景天窗', text: '想要阳光时明亮，需要清凉时阴凉。' },
    { title: '增强现实抬头显示', text: '导航指引直接显示在前方路面上。' },
    { title: '带散热的无线充电', text: '手机快速充电且保持凉爽。' },
    { title: '三区自动空调', text: '驾驶员、副驾驶和后排分别享受各自的舒适。' },
    { title: '6 年 / 20 万公里质保', text: '以先到者为准，由我们在拉各斯和卡诺的服务网络提供保障。' },
  ],
  closing: '旗舰值得一次隆重的见面。在您附近的展厅预约瑞虎 9 试驾。',
}

export default content
