import type { ModelContent } from '../types'

/** The zh-CN version of ../en-US/tiggo-2-pro.ts: SAMPLE copy (see ../types.ts). */
const content: ModelContent = {
  bodyStyle: '紧凑型 SUV',
  tagline: '小巧 SUV，大有态度。',
  summary: '高坐姿、灵巧的尺寸和自信的姿态：瑞虎 2 Pro 既适合狭窄的城市街道，也适合周末出游。',
  intro: {
    exterior: {
      heading: '小巧，绝不平凡',
      text: '醒目的钻石格栅、硬朗的轮眉护板和车顶行李架，让瑞虎 2 Pro 看起来远比实际尺寸更大。选择银色车身搭配黑色车顶，更显个性。',
      points: [
        { value: '185 毫米', label: '离地间隙' },
        { value: '双色', label: '车顶可选' },
        { value: '16 英寸', label: '铝合金轮毂' },
      ],
    },
    interior: {
      heading: '一切触手可及',
      text: '以驾驶者为中心的仪表台、9 英寸触摸屏和四处巧妙的储物空间，让短途愉快、长途轻松。放倒后排座椅，空间大得超乎想象。',
      points: [
        { value: '9 英寸', label: '触摸屏' },
        { value: '420 L', label: '后备厢' },
        { value: '5', label: '座位' },
      ],
    },
    performance: {
      heading: '关键时刻灵活自如',
      text: '1.5 升发动机搭配平顺的 CVT，城市驾驶轻松惬意；转弯半径小，在热闹的市场旁停车也毫不费力。',
      points: [
        { value: '85 kW', label: '功率' },
        { value: '143 Nm', label: '扭矩' },
        { value: '10.4 米', label: '转弯直径' },
      ],
    },
    safety: {
      heading: '安心，与生俱来',
      text: '带电子制动力分配的 ABS、坡道辅助、倒车摄像头和 ISOFIX 儿童座椅接口，让每一段旅程都安心从容。',
      points: [
        { value: 'ABS', label: '含 EBD' },
        { value: '坡道', label: '辅助' },
        { value: 'ISOFIX', label: '儿童座椅接口' },
      ],
    },
  },
  specs: {
    transmission: 'CVT 无级变速',
    drive: '前轮驱动',
    fuel: '汽油',
    seats: '5',
    boot: '420 L',
  },
  highlights: [
    { title: '醒目的钻石格栅', text: '瑞虎家族的标志性面孔，为城市量身打造。' },
    { title: '双色风格', text: '银色车漆配黑色车顶：在任何停车场都格外出众。' },
    { title: '掌控道路', text: '高驾驶坐姿和 185 毫米离地间隙，从容应对坑洼与路缘。' },
    { title: '9 英寸触摸屏', text: '导航、音乐和通话，支持 Apple CarPlay 与 Android Auto。' },
    { title: '为城市生活而生', text: '外部小巧，内部宽敞，随处轻松停车。' },
  ],
  features: [
    { title: '带辅助线的倒车摄像头', text: '狭小空间，轻松应对。' },
    { title: '自动大灯', text: '黄昏、隧道和雨天自动开启。' },
    { title: '电动折叠后视镜', text: '窄街行驶时，一键即可收起。' },
    { title: '蓝牙免提', text: '无需触碰手机即可通话、听音乐。' },
    { title: 'ISOFIX 儿童座椅接口', text: '为最小的乘客提供安全、简便的安装。' },
    { title: '6 年 / 20 万公里质保', text: '以先到者为准，由我们在拉各斯和卡诺的服务网络提供保障。' },
  ],
  closing: '开着瑞虎 2 Pro 穿过您熟悉的街区，看看它如何轻松融入您的生活。',
}

export default content
