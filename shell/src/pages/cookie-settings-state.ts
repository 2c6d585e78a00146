import { BehaviorSubject } from '@trailhead/shared-kernel/bus';

export const cookieModalOpen$ = new BehaviorSubject(false);

interface ConsentTool {
  showConsentPanel?: () => void;
}

/** Spec §2 Cookie Settings: the consent tool's panel when one is on the page, else our own modal. */
export function openCookieSettings(): void {
  const tool = (window as Window & { __tcfConsentTool?: ConsentTool }).__tcfConsentTool;
  if (tool?.showConsentPanel) tool.showConsentPanel();
  else cookieModalOpen$.next(true);
}
