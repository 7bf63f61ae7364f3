import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  /** Which instance answered (X-Served-By). */
  servedBy: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A browser talking to the cluster through nginx over real HTTP, from its own loopback address
 * (127.x.y.z: Linux accepts any of them), so nginx forwards that address as the client's. Keeps
 * cookies by path and sends the CSRF cookie back as X-XSRF-TOKEN, as the SPA does.
 */
export class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  private readonly agent: Agent;

  constructor(
    private readonly port: number,
    readonly address = '127.0.0.1',
  ) {
    this.agent = new Agent({ keepAlive: true, localAddress: address });
  }

  get = (path: string) => this.send('GET', path);
  post = (path: string, body?: unknown, headers: Record<string, string> = {}) => this.send('POST', path, body, headers);
  patch = (path: string, body?: unknown) => this.send('PATCH', path, body);

  /** The cookie whose name ends so (production names are prefixed: __Host-XSRF-TOKEN). */
  cookie(suffix: string): string | undefined {
    for (const [name, cookie] of this.cookies) if (name.endsWith(suffix)) return cookie.value;
    return undefined;
  }

  async login(email: string, password: string): Promise<Answer> {
    const answer = await this.post('/api/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body}`);
    return answer;
  }

  close() {
    this.agent.destroy();
  }

  async send(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    if (method !== 'GET' && !this.cookie('XSRF-TOKEN')) await this.send('GET', '/api/company-settings');
    const headers: Record<string, string> = { ...extra };
    const cookies = [...this.cookies].filter(([, cookie]) => path.startsWith(cookie.path)).map(([name, cookie]) => `${name}=${cookie.value}`);
    if (cookies.length) headers.cookie = cookies.join('; ');
    if (method !== 'GET' && this.cookie('XSRF-TOKEN')) headers['x-xsrf-token'] = this.cookie('XSRF-TOKEN')!;
    let payload: string | undefined;
    if (typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const answer = await new Promise<Answer>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: response.statusCode ?? 0,
            servedBy: String(response.headers['x-served-by'] ?? ''),
            headers: response.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
    this.store(answer.headers['set-cookie'] ?? []);
    return answer;
  }

  private store(setCookies: string | string[]) {
    for (const line of Array.isArray(setCookies) ? setCookies : [setCookies]) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      const expired = value === '' || attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }
}

/** An availability stream held through nginx: resolves `changed()` when the next `event: changed` arrives. */
export function openStream(port: number, date: string, address = '127.0.0.1') {
  return new Promise<{ servedBy: string; changed: () => Promise<number>; close: () => void }>((resolve, reject) => {
    const waiters: ((at: number) => void)[] = [];
    const outgoing = request({ host: '127.0.0.1', port, path: `/api/bookings/availability/stream?date=${date}`, localAddress: address }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: changed')) for (const waiter of waiters.splice(0)) waiter(Date.now());
      });
      resolve({
        servedBy: String(response.headers['x-served-by'] ?? ''),
        changed: () => new Promise<number>((settle) => waiters.push(settle)),
        close: () => outgoing.destroy(),
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
