import type { ModelContent } from '../types'

/** The zh-CN version of ../en-US/arrizo-5.ts: SAMPLE copy (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '轿车',
  tagline: '城市日常出行的智能轿车。',
  summary: '简洁的线条、宽敞的座舱和省油的 1.5 升发动机：艾瑞泽 5 让每天穿行拉各斯变得轻松自如。',
  intro: {
    exterior: {
      heading: '利落线条，从容自信',
      text: '宽大的进气格栅、纤薄的 LED 大灯和轿跑般的车顶线条，赋予艾瑞泽 5 超越级别的气质。腰线上的镀铬饰条在傍晚的光线中低调闪耀。',
      points: [
        { value: '16 英寸', label: '铝合金轮毂' },
        { value: 'LED', label: '日间行车灯' },
        { value: '镀铬', label: '车窗饰条' },
      ],
    },
    interior: {
      heading: '从第一公里就能感受到的空间',
      text: '长轴距为后排带来充裕的腿部空间，430 升后备厢装得下一周的采购或去机场的行李。软质饰板和 10.25 英寸触摸屏让座舱安静舒适。',
      points: [
        { value: '430 L', label: '后备厢' },
        { value: '10.25 英寸', label: '触摸屏' },
        { value: '5', label: '座位' },
      ],
    },
    performance: {
      heading: '身手轻盈，油耗更低',
      text: '1.5 升发动机与平顺的 CVT 专为走走停停的路况调校，在第三大陆桥上响应及时，加油时也同样经济。',
      points: [
        { value: '85 kW', label: '功率' },
        { value: '141 Nm', label: '扭矩' },
        { value: 'CVT', label: '自动变速' },
      ],
    },
    safety: {
      heading: '时刻守护您',
      text: '六个气囊、电子稳定控制系统、倒车摄像头和后驻车雷达均为标配，车身采用高强度钢打造。',
      points: [
        { value: '6', label: '气囊' },
        { value: 'ESP', label: '车身稳定控制' },
        { value: '摄像头', label: '倒车辅助' },
      ],
    },
  },
  specs: {
    transmission: 'CVT 无级变速',
    drive: '前轮驱动',
    fuel: '汽油',
    seats: '5',
    boot: '430 L',
  },
  highlights: [
    { title: '轿跑般的侧影', text: '低矮流畅的车顶线条和短小的尾部，让艾瑞泽 5 拥有更大级别车型的比例。' },
    { title: '五人宽敞乘坐', text: '后排地板平整、车门宽大、座椅深厚：后排可舒适容纳三位成人。' },
    { title: '每天保持互联', text: 'Apple CarPlay 与 Android Auto 将地图、音乐和通话呈现在 10.25 英寸屏幕上。' },
    { title: '天生省油', text: '轻量化车身和平顺的 CVT 让您很少需要停车加油。' },
    { title: 'Carloha Care 6-6-7 服务', text: '六年质保、六年免费保养，维修七天内完成。' },
  ],
  features: [
    { title: '无钥匙进入与一键启动', text: '钥匙放在口袋里，走近、上车、出发。' },
    { title: '自动空调', text: '设定一次温度，正午酷热时座舱也能保持。' },
    { title: '定速巡航', text: '在高速公路上轻松保持稳定车速。' },
    { title: 'Apple CarPlay 与 Android Auto', text: '手机应用显示在触摸屏上，双手始终握住方向盘。' },
    { title: '胎压监测', text: '在慢撒气酿成麻烦之前及时提醒。' },
    { title: '6 年 / 20 万公里质保', text: '以先到者为准，由我们在拉各斯和卡诺的服务网络提供保障。' },
  ],
  closing: '感受城市驾驶可以多么轻松。拉各斯或卡诺的展厅里，一辆艾瑞泽 5 正在等您。',
}

export default content
