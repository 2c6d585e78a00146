// The module's forms (POST /locations, /locations/{id}/rating, /media): JSON, urlencoded or
// multipart, the last with at most one image file in the field the form names. Text fields are
// single values; the checks of their content are the shared yup schemas'.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { multipartError } from '../attachments/upload-check';
import type { UploadSettings } from '../attachments/upload-settings';

export interface FormInput {
  fields: Record<string, unknown>;
  file: { filename: string; bytes: Buffer } | null;
}

/** `fileField`: the one file the form may carry (null: none). `names`: the fields read; others are ignored. */
export async function readForm(request: FastifyRequest, settings: UploadSettings, names: readonly string[], fileField: string | null): Promise<FormInput> {
  const raw: Record<string, unknown> = {};
  let file: FormInput['file'] = null;
  if (!request.isMultipart()) {
    const body = request.body;
    Object.assign(raw, body && typeof body === 'object' && !Array.isArray(body) ? body : {});
    if (fileField && raw[fileField] !== undefined) throw new ApiError(400, 'unexpected_file', `Send the ${fileField} as a file in a multipart/form-data form.`);
  } else {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== fileField) {
            part.file.resume();
            throw new ApiError(400, 'unexpected_file', fileField ? `Send the image in the form field ${fileField}.` : 'This form takes no file.');
          }
          const bytes = await part.toBuffer();
          // A file input left empty still sends a part without a name or bytes.
          if (bytes.length > 0 || part.filename) file = { filename: part.filename, bytes };
        } else {
          raw[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw multipartError(error, settings, fileField ? `Send one image, in the form field ${fileField}.` : 'This form takes no file.');
    }
  }
  const fields: Record<string, unknown> = {};
  for (const name of names) {
    const value = raw[name];
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object') throw new ApiError(400, 'invalid_field', `The field '${name}' must be a single value.`);
    fields[name] = value;
  }
  return { fields, file };
}
