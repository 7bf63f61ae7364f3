import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createUploadsApi } from '@/lib/api/uploads-api';
import { createHttpClient } from '@/lib/http-client';

// The app's real HTTP client (JSON by default) sending an upload: what leaves for the network.
describe('uploads through the app’s HTTP client', () => {
  it('sends the image as multipart form data in the field `file`, never as JSON', async () => {
    const client = createHttpClient({ requestStarted: () => {}, requestEnded: () => {}, tokenExpired: async () => false });
    let sent: InternalAxiosRequestConfig | undefined;
    (await client.ready()).defaults.adapter = async (config) => {
      sent = config;
      return { data: { id: 'u1', url: '/api/uploads/u1', width: 10, height: 10 }, status: 201, statusText: 'Created', headers: {}, config };
    };
    const file = new File(['png bytes'], 'ada.png', { type: 'image/png' });
    await expect(createUploadsApi(client).image(file)).resolves.toEqual({ id: 'u1', url: '/api/uploads/u1', width: 10, height: 10 });
    expect(sent?.url).toBe('uploads/images');
    expect(sent?.data).toBeInstanceOf(FormData);
    expect((sent?.data as FormData).get('file')).toBeInstanceOf(File);
    expect(String(sent?.headers.getContentType())).toMatch(/^multipart\/form-data/);
  });
});
