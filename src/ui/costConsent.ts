/**
 * Whether Preview as PDF, Compare as Text or Search in Documents may upload without asking
 * (costPrompt.ts): only in `oncePerWorkspace` mode, and only to the host this workspace agreed to. The answer is kept as that host (workspaceState), so after
 * the service address changes (another region, a self-hosted or test service) it is asked again.
 * Plain (no vscode).
 */

/** True when the question need not be asked: `stored` is what workspaceState holds for the answer. */
export function agreedBefore(stored: unknown, host: string, mode: 'oncePerWorkspace' | 'everyTime'): boolean {
  return mode === 'oncePerWorkspace' && typeof stored === 'string' && stored.toLowerCase() === host.toLowerCase();
}
