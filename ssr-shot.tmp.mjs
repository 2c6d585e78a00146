import { chromium } from '@playwright/test';
const [,, width = '1280', out = '/tmp/ssr'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
// 1) no JavaScript: only the server's drawing
const ctx1 = await browser.newContext({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: false });
const p1 = await ctx1.newPage();
await p1.goto('http://127.0.0.1:8090/');
await p1.screenshot({ path: `${out}-nojs-${width}.png` });
// 2) with JavaScript: the live page; measure shifts and LCP entries
const ctx2 = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const p2 = await ctx2.newPage();
p2.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 300)); });
p2.on('pageerror', (e) => console.log('pageerror', e.message));
await p2.addInitScript(() => {
  window.__shifts = []; window.__lcp = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__shifts.push({ v: e.value, src: e.sources?.map((s) => s.node?.outerHTML?.slice(0, 120)) }))).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element?.outerHTML?.slice(0, 80) }))).observe({ type: 'largest-contentful-paint', buffered: true });
});
await p2.goto('http://127.0.0.1:8090/');
await p2.waitForFunction(() => !document.getElementById('first-screen'), null, { timeout: 15000 });
const tSwap = await p2.evaluate(() => performance.now());
await p2.waitForTimeout(1500);
console.log('swapped at', Math.round(tSwap), 'shifts', JSON.stringify(await p2.evaluate(() => window.__shifts)), 'lcp', JSON.stringify(await p2.evaluate(() => window.__lcp)));
await p2.screenshot({ path: `${out}-live-${width}.png` });
await browser.close();
