/**
 * Runs `callback` in a task of its own, after the current one: a message, not a timer, so it is not
 * throttled and not held by a test's paused clock. How the boot loader and src/main.tsx split their
 * work, so that no step is a long task that delays a tap on a slow phone.
 */
export function afterThisTask(callback: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => callback()
  channel.port2.postMessage(0)
}

/** Resolves in a task of its own (afterThisTask). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => afterThisTask(resolve))
}
