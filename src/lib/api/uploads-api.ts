import type { HttpClient } from '@/lib/http-client';

/** What `POST /api/uploads/images` answers; documents and photos refer to the upload by `url`. */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

export function createUploadsApi(http: HttpClient) {
  return {
    /**
     * Multipart field `file`. The client's default Content-Type is JSON, under which axios would turn
     * the FormData into JSON; saying multipart keeps it, and the browser then sets the boundary.
     */
    image: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.post<UploadedImage>('uploads/images', form, { headers: { 'Content-Type': 'multipart/form-data' } }).then((r) => r.data);
    },
  };
}
