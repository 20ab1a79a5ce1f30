/**
 * Fault injection for testers (see mocks/README.md). A fault makes the form submissions (test drive,
 * work order, survey) fail on purpose. '<fault>-once' fails only the next submission.
 */
export const MOCK_FAULTS = ['500', '400', 'timeout', 'network'] as const
export type MockFault = (typeof MOCK_FAULTS)[number]
export type MockFaultSetting = MockFault | `${MockFault}-once`

export const MOCK_FAULT_STORAGE_KEY = 'mock:fault'
export const MOCK_FAULT_QUERY_PARAM = 'mockFault'
/** Values of ?mockFault= that switch faults off again. */
const CLEARING_VALUES = new Set(['', 'off', 'none'])

// Node (tests, prerender) has no sessionStorage: the setting lives in this variable instead.
let faultWithoutStorage: MockFaultSetting | null = null

/** Where a tester's setting lasts for the tab's session; undefined in Node. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

export function isMockFaultSetting(value: unknown): value is MockFaultSetting {
  if (typeof value !== 'string') return false
  const fault = value.endsWith('-once') ? value.slice(0, -'-once'.length) : value
  return (MOCK_FAULTS as readonly string[]).includes(fault)
}

export function getMockFault(): MockFaultSetting | null {
  const store = sessionStore()
  if (!store) return faultWithoutStorage
  const stored = store.getItem(MOCK_FAULT_STORAGE_KEY)
  return isMockFaultSetting(stored) ? stored : null
}

/** Sets (or with null clears) the fault for the following submissions. */
export function setMockFault(fault: MockFaultSetting | null): void {
  const store = sessionStore()
  if (!store) {
    faultWithoutStorage = fault
    return
  }
  if (fault === null) store.removeItem(MOCK_FAULT_STORAGE_KEY)
  else store.setItem(MOCK_FAULT_STORAGE_KEY, fault)
}

/**
 * Called on page load: `?mockFault=500` (or 400, timeout, network, each with an optional -once)
 * is kept for the rest of the tab's session; `?mockFault=off` clears it. Other values are ignored.
 */
export function captureMockFaultFromUrl(href: string): void {
  const value = new URL(href).searchParams.get(MOCK_FAULT_QUERY_PARAM)
  if (value === null) return
  if (CLEARING_VALUES.has(value)) setMockFault(null)
  else if (isMockFaultSetting(value)) setMockFault(value)
}

/** The fault to apply to the current submission; a once-only fault is used up by this call. */
export function takeMockFault(): MockFault | null {
  const setting = getMockFault()
  if (setting === null) return null
  if (setting.endsWith('-once')) {
    setMockFault(null)
    return setting.slice(0, -'-once'.length) as MockFault
  }
  return setting as MockFault
}
