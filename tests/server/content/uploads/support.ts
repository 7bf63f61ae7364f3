import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { Agent } from '../../helpers/test-app.js';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(file: Buffer, filename: string, contentType: string, fieldname = 'file'): { body: Buffer; contentType: string } {
  const boundary = `----courtside${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fieldname}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/uploads/images through the agent (cookies and the X-XSRF-TOKEN header included). */
export function uploadImage(
  agent: Agent,
  file: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
  fieldname = 'file',
): Promise<LightMyRequestResponse> {
  const form = multipart(file, filename, contentType, fieldname);
  return agent.request({ method: 'POST', url: '/api/uploads/images', body: form.body, headers: { 'content-type': form.contentType } });
}

/** A real PNG of the given size (noise, so it does not compress to nothing). */
export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .png()
    .toBuffer();
}
