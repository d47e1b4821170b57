export { createFetchUploaderPort } from './fetch-uploader.adapter';
export { createMediaRecorderPort } from './media-recorder.adapter';
