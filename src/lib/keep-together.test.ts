import { describe, expect, it } from 'vitest'
import { keepTogetherParts } from './keep-together'

const together = (text: string) => keepTogetherParts(text).filter((part) => part.together).map((part) => part.text)

describe('keepTogetherParts', () => {
  it('keeps each figure with its unit, Chinese or Latin, spaced or not', () => {
    expect(together('车长 4,820 毫米，400 牛·米扭矩，2.0T 发动机')).toEqual(['4,820 毫米', '400 牛·米', '2.0T'])
    expect(together('6 年 / 20 万公里质保，8 速自动，7 座')).toEqual(['6 年', '20 万公里', '8 速', '7 座'])
    expect(together('192 kW (261 hp), 65 L, 1.5L, 200 mm, 9am-6pm, 360°, 50%')).toEqual(['192 kW', '261 hp', '65 L', '1.5L', '200 mm', '9am', '6pm', '360°', '50%'])
    expect(together('4820\u00a0毫米')).toEqual(['4820\u00a0毫米'])
  })

  it('leaves names and bare numbers alone', () => {
    expect(together('Tiggo 8 Pro Max, 瑞虎 9 登陆尼日利亚, 14 索尼扬声器, +234 80 3123 4567, 5 or 7 Lekki')).toEqual([])
  })

  it('keeps an e-mail address whole, hyphens and all', () => {
    expect(together('联系邮箱：privacy@chery-nigeria.test。')).toEqual(['privacy@chery-nigeria.test'])
  })

  it('keeps a code of numbers and hyphens whole', () => {
    expect(together('Carloha Care 6-6-7 服务')).toEqual(['6-6-7'])
  })

  it('gives back the text it was given, in order', () => {
    const text = '厂家提供 6 年或 200,000 公里质保，write to privacy@chery-nigeria.test.'
    expect(keepTogetherParts(text).map((part) => part.text).join('')).toBe(text)
    expect(keepTogetherParts('')).toEqual([])
  })
})
