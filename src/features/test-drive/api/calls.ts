import { defineContractApi } from '@/lib/api'
import { bookTestDrive } from '@/contract/test-drive'

/** The booking call bound to its contract operation (zod included): loaded on demand by ./book-test-drive.ts. */
export const testDriveCalls = { bookTestDrive: defineContractApi(bookTestDrive) }
