import type { AxiosInstance } from 'axios';

/** What `POST /api/uploads/images` answers; documents and photos refer to the upload by `url`. */
export interface UploadedImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

export function createUploadsApi(http: AxiosInstance) {
  return {
    /** Multipart field `file`; axios leaves the Content-Type to the browser (the boundary) for FormData. */
    image: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.post<UploadedImage>('uploads/images', form).then((r) => r.data);
    },
  };
}
