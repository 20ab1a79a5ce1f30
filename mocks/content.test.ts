import { describe, expect, it } from 'vitest'
import { getContact } from '@/contract/contact'
import { readFileSync } from 'node:fs'
import { NEWS_MAX_PAGE, NEWS_MAX_PAGE_SIZE, getNewsDetail, listNews, newsItemSchema } from '@/contract/news'
import { getTest } from '@/contract/site'
import { contactFixture } from './fixtures/contact'
import { newsFixtures } from './fixtures/news'
import { sendOperation } from './test-client'

describe('news fixtures', () => {
  it('are six valid items with ids 1 to 6 dated 2026', () => {
    expect(newsFixtures.map((item) => newsItemSchema.parse(item).id)).toEqual(['1', '2', '3', '4', '5', '6'])
    expect(newsFixtures.every((item) => item.date.startsWith('2026-') && item.cover === `news/news-${item.id}`)).toBe(true)
  })
})

describe('news list', () => {
  it('answers the first page, newest first, without article bodies', async () => {
    const answer = await sendOperation(listNews, {})
    const data = listNews.response.parse(answer.body.data)
    expect(data).toMatchObject({ page: 1, pageSize: 10, total: 6 })
    expect(data.content.map((item) => item.id)).toEqual(['6', '5', '4', '3', '2', '1'])
    expect(answer.body.data).not.toHaveProperty('content.0.blocks')
  })

  it('pages through the items', async () => {
    const answer = await sendOperation(listNews, { page: 2, pageSize: 4 })
    const data = listNews.response.parse(answer.body.data)
    expect(data).toMatchObject({ page: 2, pageSize: 4, total: 6 })
    expect(data.content.map((item) => item.id)).toEqual(['2', '1'])
  })

  it('takes pages up to the maximum the published contract states, and no more', async () => {
    const document = JSON.parse(readFileSync('docs/api/openapi.json', 'utf8')) as { paths: Record<string, { get: { parameters: Array<{ name: string; schema: { maximum?: number } }> } }> }
    const published = document.paths['/api/news/']?.get.parameters.find((parameter) => parameter.name === 'page')?.schema.maximum
    expect(published).toBe(NEWS_MAX_PAGE)
    // Past the last page: no error, no articles (as the contract says).
    const last = await sendOperation(listNews, { page: String(NEWS_MAX_PAGE) })
    expect(last.body).toMatchObject({ code: 200, data: { page: NEWS_MAX_PAGE, content: [] } })
    for (const page of ['9007199254740992', '9999999999999999', '1e300']) {
      expect((await sendOperation(listNews, { page })).body, page).toMatchObject({ code: 400, data: { errors: { page: expect.any(String) } } })
    }
  })

  it('answers envelope 400 for an invalid page', async () => {
    const answer = await sendOperation(listNews, { page: 0, pageSize: NEWS_MAX_PAGE_SIZE + 1 })
    expect(answer.body).toMatchObject({ code: 400, data: { errors: { page: expect.any(String), pageSize: expect.any(String) } } })
  })
})

describe('news detail', () => {
  it('answers the item with the given id', async () => {
    const answer = await sendOperation(getNewsDetail, { id: '5' })
    const item = getNewsDetail.response.parse(answer.body.data)
    expect(item).toEqual(newsFixtures.find((news) => news.id === '5'))
    expect(item.relatedModelIds).toContain('tiggo-9')
  })

  it('answers in Chinese when asked, with the same dates, covers, models and block structure', async () => {
    const english = newsFixtures.find((news) => news.id === '5')!
    const chinese = getNewsDetail.response.parse((await sendOperation(getNewsDetail, { id: '5', locale: 'zh-CN' })).body.data)
    expect(chinese.title).toBe('瑞虎 9 登陆尼日利亚')
    expect({ ...chinese, title: '', summary: '', blocks: [] }).toEqual({ ...english, title: '', summary: '', blocks: [] })
    expect(chinese.blocks.map((block) => block.type)).toEqual(english.blocks.map((block) => block.type))
    const list = listNews.response.parse((await sendOperation(listNews, { page: 1, pageSize: 10, locale: 'zh-CN' })).body.data)
    expect(list.content.every((summary) => /[\u4e00-\u9fff]/.test(summary.title))).toBe(true)
  })

  it('has a Chinese version of every sample article with the same blocks', async () => {
    const { newsZhCn } = await import('./fixtures/news-zh')
    for (const item of newsFixtures) {
      expect(newsZhCn[item.id]?.blocks.map((block) => (block.type === 'image' ? block.src : block.type)), item.id).toEqual(item.blocks.map((block) => (block.type === 'image' ? block.src : block.type)))
    }
  })

  it('answers envelope 404 for an unknown id', async () => {
    expect((await sendOperation(getNewsDetail, { id: '99' })).body).toEqual({ code: 404, message: 'News not found', data: null })
  })

  it('answers envelope 400 without an id', async () => {
    expect((await sendOperation(getNewsDetail, {})).body).toMatchObject({ code: 400, data: { errors: { id: expect.any(String) } } })
  })
})

describe('contact', () => {
  it('answers the sample contact data', async () => {
    const answer = await sendOperation(getContact)
    expect(getContact.response.parse(answer.body.data)).toEqual(contactFixture)
    expect(contactFixture.email).toBe('info@chery-nigeria.test')
  })
})

describe('test endpoint', () => {
  it('answers ok with the server time', async () => {
    const answer = await sendOperation(getTest)
    expect(getTest.response.parse(answer.body.data).status).toBe('ok')
  })
})
