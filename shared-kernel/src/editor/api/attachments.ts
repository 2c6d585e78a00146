import { apiRequest, ApiError, buildApiUrl, errorFromResponse, NO_RESPONSE_MESSAGE } from '@trailhead/shared-kernel/api';
import type { AttachmentInfo, AttachmentKeyResponse, AttachmentUploadResponse } from '@trailhead/shared-kernel/types';

/** Where a draft's files belong (form field context[...] of POST /attachments/new-key), e.g. { thread_id: 7 }. */
export type AttachmentContext = Record<string, number>;

/** POST /attachments/new-key: one key per draft; every file of that draft is uploaded under it. */
export async function newAttachmentKey(type: string, context: AttachmentContext): Promise<string> {
  const form = new FormData();
  form.set('type', type);
  for (const [name, id] of Object.entries(context)) form.set(`context[${name}]`, String(id));
  const response = await apiRequest<AttachmentKeyResponse>('/attachments/new-key', { method: 'POST', body: form });
  if (!response?.key) throw new ApiError('Could not generate attachment key', 0, 'parsing_response');
  return response.key;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POST /attachments (multipart: key, attachment), through XMLHttpRequest because fetch reports
 * no upload progress. Failures map to spec §8's texts as apiRequest's do.
 */
export function uploadAttachment(key: string, file: File, onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<AttachmentInfo> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildApiUrl('/attachments'));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    request.onerror = () => reject(new ApiError(NO_RESPONSE_MESSAGE, 0, 'no_response'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // read below as a response the editor cannot parse
      }
      if (request.status < 200 || request.status >= 300) return reject(errorFromResponse(request.status, body));
      const attachment = (body as AttachmentUploadResponse | null)?.attachment;
      if (!attachment?.attachment_id) return reject(new ApiError('Could not attach file', 0, 'parsing_response'));
      resolve(attachment);
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.set('key', key);
    form.set('attachment', file, file.name);
    request.send(form);
  });
}

/** DELETE /attachments/{id} */
export function deleteAttachment(attachmentId: number): Promise<unknown> {
  return apiRequest(`/attachments/${attachmentId}`, { method: 'DELETE' });
}
