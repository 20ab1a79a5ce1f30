import type { ModelContent } from '../types'

/** The zh-CN version of ../en-US/tiggo-4-pro.ts: SAMPLE copy (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '紧凑型 SUV',
  tagline: '年轻的设计，成熟的科技。',
  summary: '悬浮式车顶、犀利的 LED 灯组和科技感十足的座舱：瑞虎 4 Pro 是紧跟您生活节奏的 SUV。',
  intro: {
    exterior: {
      heading: '回头率之选',
      text: '悬浮式车顶、点阵镀铬的宽大格栅和贯穿式尾灯，让瑞虎 4 Pro 从各个角度都显得现代而稳重。',
      points: [
        { value: '悬浮式', label: '车顶设计' },
        { value: '18 英寸', label: '铝合金轮毂' },
        { value: '贯穿式', label: '尾灯' },
      ],
    },
    interior: {
      heading: '处处互联的座舱',
      text: '双 10.25 英寸屏幕、无线充电和语音控制让一切触手可及，氛围灯为回家的路营造好心情。',
      points: [
        { value: '2 × 10.25 英寸', label: '屏幕' },
        { value: '无线', label: '手机充电' },
        { value: '语音', label: '控制' },
      ],
    },
    performance: {
      heading: '灵敏而从容',
      text: '1.5 升发动机与 CVT 在车流中提供平顺、可预期的动力，在高速公路上巡航也轻松自在。',
      points: [
        { value: '83 kW', label: '功率' },
        { value: '138 Nm', label: '扭矩' },
        { value: 'CVT', label: '自动变速' },
      ],
    },
    safety: {
      heading: '多一双眼睛看路',
      text: '360° 全景摄像头、盲区监测和六个气囊，无论停车还是变道，都让您看得更多、担心更少。',
      points: [
        { value: '360°', label: '摄像头' },
        { value: '6', label: '气囊' },
        { value: '盲区', label: '监测' },
      ],
    },
  },
  specs: {
    transmission: 'CVT 无级变速',
    drive: '前轮驱动',
    fuel: '汽油',
    seats: '5',
    boot: '340 L',
  },
  highlights: [
    { title: '悬浮式车顶', text: '熏黑的车柱让车顶仿佛悬浮在车身之上。' },
    { title: '双 10.25 英寸屏幕', text: '数字仪表与触摸屏融于一整块玻璃之下。' },
    { title: '360° 全景摄像头', text: '俯瞰全车，从容应对最狭窄的空间。' },
    { title: '无线充电', text: '把手机放进托盘，行驶中即可充电。' },
    { title: '舒适的五座车型', text: '支撑良好的座椅和后排出风口，照顾每一位乘客。' },
  ],
  features: [
    { title: '全景天窗', text: '每个座位都能享受阳光与新鲜空气。' },
    { title: '手机无线充电', text: '告别线缆束缚。' },
    { title: '语音助手', text: '用语音控制空调、媒体和导航。' },
    { title: '360° 全景摄像头', text: '一眼看清车辆四周。' },
    { title: '电动驾驶座椅', text: '轻触开关，调到理想位置。' },
    { title: '6 年 / 20 万公里质保', text: '以先到者为准，由我们在拉各斯和卡诺的服务网络提供保障。' },
  ],
  closing: '在日光下欣赏悬浮式车顶，并在试驾中亲自体验双屏。',
}

export default content
