import { EventEmitter } from 'node:events';

/** A stand-in for the hijacked ServerResponse a Server-Sent Events stream writes to: what is written, and whether it ended. */
export class FakeStreamResponse extends EventEmitter {
  chunks: string[] = [];
  writableEnded = false;
  writeHead() {
    return this;
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.end();
  }
  /** The data of every `event: <name>` written, parsed. */
  dataOf(name: string): Record<string, unknown>[] {
    return this.chunks
      .filter((chunk) => chunk.startsWith(`event: ${name}\n`))
      .map((chunk) => JSON.parse(chunk.slice(chunk.indexOf('data: ') + 6)) as Record<string, unknown>);
  }
}
