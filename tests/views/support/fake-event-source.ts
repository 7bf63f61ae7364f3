/** Stands in for the browser's EventSource: tests open, fail and feed the streams the page opens. */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  changed(date: string) {
    this.dispatchEvent(new MessageEvent('changed', { data: JSON.stringify({ date }) }));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}
/** The streams the page holds open now. */
export const live = () => FakeEventSource.opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);
