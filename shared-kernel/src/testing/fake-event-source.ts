/** EventSource for jsdom: the test sends the server's events by hand. */
export class FakeEventSource {
  static open: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(public url: string) {
    FakeEventSource.open.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? []).filter((candidate) => candidate !== listener));
  }
  close() {
    this.readyState = 2;
    FakeEventSource.open = FakeEventSource.open.filter((source) => source !== this);
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data), lastEventId: '' } as MessageEvent<string>);
  }
  static install() {
    FakeEventSource.open = [];
    (global as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  }
}
