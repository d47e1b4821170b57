import { map, type Observable } from 'rxjs';
import type { UploaderPort, UploadRequest } from '../../core/ports';
import type { ScriptedHttp } from './scripted-http';

/**
 * Uploads go through the scripted HTTP queue as a PUT whose body names the recording,
 * so a scenario expects and answers them like any other request.
 */
export class ScriptedUploader implements UploaderPort {
  constructor(private readonly http: ScriptedHttp) {}

  put(request: UploadRequest): Observable<{ readonly status: number }> {
    return this.http
      .request({
        method: 'PUT',
        url: request.url,
        headers: request.headers,
        body: { recordingId: request.recordingId },
      })
      .pipe(map((response) => ({ status: response.status })));
  }
}
