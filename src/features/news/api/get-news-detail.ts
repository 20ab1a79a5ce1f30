import { defineContractApi } from '@/lib/api'
import { getNewsDetail as getNewsDetailOperation } from '@/contract/news'

/** GET /api/news/detail/?id=: one article with its body; an unknown id answers envelope 404. */
export const getNewsDetail = defineContractApi(getNewsDetailOperation)
