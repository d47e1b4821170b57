import { errorText } from '../error-text';
import { catchError, concat, defaultIfEmpty, defer, mergeMap, of, type Observable } from 'rxjs';
import { awaitConversation } from '../chat/conversation-gate';
import {
  buildSendPayload,
  chatUserId,
  postChatMessage,
  settledSendEvents,
  tempMessage,
  type SendOutcome,
} from '../chat/chat-send';
import type { CoreDependencies } from '../epic';
import type { Event } from '../events';
import { errorMessage, isOk } from '../http/api-client';
import type { RootState } from '../root.reducer';
import type { StateObservable } from '../store/store';
import { readPresignedUpload } from './presigned-upload';
import type { PresignedUpload } from './voice.events';
import { extensionFor, PRESIGN_EXPIRY_SECONDS, uploadContentType, type VoiceRecording } from './voice.model';
import { VOICE_MESSAGES } from '../messages/voice.messages';

/** The body of POST {uploadsApi}/uploads/presign (SPEC §3 Presign request). */
export interface PresignRequest {
  readonly userId: string;
  readonly convoId: string;
  readonly kind: 'audio';
  readonly ext: string;
  readonly contentType: string;
  readonly expiresIn: number;
}

/** The presign request for a recording: the extension and Content-Type from its actual type, 60 s expiry. */
export function presignRequest(userId: string, convoId: string, mimeType: string): PresignRequest {
  const contentType = uploadContentType(mimeType);
  return {
    userId,
    convoId,
    kind: 'audio',
    ext: extensionFor(contentType),
    contentType,
    expiresIn: PRESIGN_EXPIRY_SECONDS,
  };
}

const failed = (detail: string): Event => ({
  type: 'voice/sendFailed',
  payload: { detail, message: VOICE_MESSAGES.sendFailed },
});

/**
 * The facts of the audio message's send: the chat's, then 'voice/sent'; or, on failure,
 * 'voice/sendFailed' first, so that a closed chat's own message is the error that stays.
 */
function settle(outcome: SendOutcome, tempId: string, conversationId: string, url: string): Event[] {
  const chat = settledSendEvents(outcome, {
    tempId,
    content: '',
    conversationId,
    failedMessage: VOICE_MESSAGES.sendFailed,
  });
  switch (outcome.kind) {
    case 'sent':
      return [...chat, { type: 'voice/sent', payload: { url } }];
    case 'closed':
      return [failed(`message send failed: HTTP ${outcome.status}, the chat was closed`), ...chat];
    case 'failed':
      return [failed(`message send failed: ${outcome.message}`), ...chat];
  }
}

/** Sends the uploaded file's URL as an audio message, like a text send (temp message, then the server's). */
function sendAudioMessage(
  url: string,
  conversationId: string,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<Event> {
  return defer(() => {
    const state = state$.value;
    const tempId = deps.ports.ids.tempId();
    const message = tempMessage(state, tempId, { content: url, contentType: 'audio', at: deps.ports.clock.now() });
    const payload = buildSendPayload(state, { conversationId, content: url, contentType: 'audio', previousItems: [] });
    return concat(
      of<Event>({ type: 'chat/messagePending', payload: { message } }),
      postChatMessage(deps, payload).pipe(mergeMap((outcome) => settle(outcome, tempId, conversationId, url))),
    );
  });
}

function upload(
  recording: VoiceRecording,
  target: PresignedUpload,
  conversationId: string,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<Event> {
  return deps.api
    .upload({ url: target.uploadUrl, recordingId: recording.id, headers: target.headers })
    .pipe(
      mergeMap(({ status }) =>
        status >= 200 && status < 300
          ? concat(
              of<Event>({ type: 'voice/uploaded', payload: { url: target.url } }),
              sendAudioMessage(target.url, conversationId, state$, deps),
            )
          : of(failed(`upload failed: HTTP ${status}`)),
      ),
    );
}

function presignAndSend(
  recording: VoiceRecording,
  conversationId: string,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<Event> {
  return defer(() => {
    const request = presignRequest(chatUserId(state$.value), conversationId, recording.mimeType);
    return deps.api.post(`${deps.endpoints.uploadsApi}/uploads/presign`, request).pipe(
      mergeMap((response) => {
        if (!isOk(response))
          return of(failed(`presign failed: ${errorMessage(response) ?? `HTTP ${response.status}`}`));
        const read = readPresignedUpload(response.body, request.contentType, deps.endpoints);
        if (!read.ok) return of(failed(read.detail));
        return concat(
          of<Event>({ type: 'voice/presigned', payload: read.upload }),
          upload(recording, read.upload, conversationId, state$, deps),
        );
      }),
    );
  });
}

/**
 * The voice send flow (SPEC §4): uploading starts; the conversation is the current one or the one
 * the send starts; presign (userId, convoId, kind 'audio', ext, contentType, expiresIn 60); PUT the
 * recording to the upload URL with its Content-Type (and x-amz-acl when given) and no auth; then the
 * file URL goes out as an audio message with previousItems empty. Every failure is one
 * 'voice/sendFailed' (VOICE_MESSAGES.sendFailed); a 409 or 404 on the
 * message send also closes the chat ('chat/closedByServer').
 */
export function sendVoiceNote(
  recording: VoiceRecording,
  event$: Observable<Event>,
  state$: StateObservable<RootState>,
  deps: CoreDependencies,
): Observable<Event> {
  return concat(
    of<Event>({ type: 'voice/uploadStarted', payload: { recordingId: recording.id } }),
    awaitConversation(event$, state$).pipe(
      defaultIfEmpty(null),
      mergeMap((conversationId) =>
        conversationId === null
          ? of(failed('no conversation: the chat could not be started'))
          : presignAndSend(recording, conversationId, state$, deps),
      ),
    ),
  ).pipe(catchError((error: unknown) => of(failed(`unexpected: ${errorText(error)}`))));
}
