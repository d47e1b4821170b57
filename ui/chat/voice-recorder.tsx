import * as m from '#ui-messages';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from '../store';
import { formatSeconds } from './audio-source';
import { StopIcon } from './chat-icons';
import { useRecordingUrl } from './recording-source';
import { VOICE_MESSAGES } from '../../core/messages/voice.messages';
import { selectAudioUploading } from '../../core/chat/chat-panel.selectors';
import { selectMicrophoneDialogOpen, selectVoicePhase, selectVoiceRecording } from '../../core/voice/voice.selectors';

/** Whole seconds since this view appeared, ticking once a second. */
function useSecondsSinceMount(): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 250);
    return () => clearInterval(timer);
  }, []);
  return seconds;
}

function RecordingView() {
  const dispatch = useDispatch();
  const seconds = useSecondsSinceMount();
  return (
    <>
      <p className="chat-recorder__status">
        <span className="chat-recorder__dot" aria-hidden="true" />
        {m.chat_recording()} <span className="chat-recorder__seconds">{formatSeconds(seconds)}</span>
      </p>
      <div className="chat-recorder__actions">
        <button
          type="button"
          className="chat-button chat-button--secondary"
          onClick={() => dispatch({ type: 'voice/cancelRequested' })}
        >
          {m.chat_cancel()}
        </button>
        <button
          type="button"
          className="chat-recorder__stop"
          aria-label={m.chat_stop_recording()}
          onClick={() => dispatch({ type: 'voice/stopRequested' })}
        >
          <StopIcon />
        </button>
      </div>
    </>
  );
}

function ReviewView({ sending }: { readonly sending: boolean }) {
  const dispatch = useDispatch();
  const recording = useSelector(selectVoiceRecording);
  const uploading = useSelector(selectAudioUploading);
  const url = useRecordingUrl(recording?.id);
  const busy = sending || uploading;
  return (
    <>
      <p className="chat-recorder__status">
        {recording !== null
          ? m.chat_voice_message_length({ length: formatSeconds(recording.durationMs / 1000) })
          : m.chat_voice_message()}
      </p>
      {url !== null && (
        <audio className="chat-recorder__playback" controls src={url} aria-label={m.chat_recorded_voice()} />
      )}
      <div className="chat-recorder__actions">
        <button
          type="button"
          className="chat-button chat-button--secondary"
          disabled={busy}
          onClick={() => dispatch({ type: 'voice/cancelRequested' })}
        >
          {m.chat_cancel()}
        </button>
        <button
          type="button"
          className="chat-button"
          disabled={busy}
          onClick={() => dispatch({ type: 'voice/sendRequested' })}
        >
          {busy ? m.chat_voice_sending() : m.chat_voice_send()}
        </button>
      </div>
    </>
  );
}

/** The voice recorder over the input: asking for the microphone, recording with a seconds counter, then review. */
export function VoiceRecorder() {
  const phase = useSelector(selectVoicePhase);
  if (phase === 'idle') return null;
  return (
    <section className="chat-recorder" aria-label={m.chat_voice_recorder()}>
      {phase === 'requesting' && <p className="chat-recorder__status">{m.chat_waiting_for_microphone()}</p>}
      {phase === 'recording' && <RecordingView />}
      {(phase === 'review' || phase === 'sending') && <ReviewView sending={phase === 'sending'} />}
    </section>
  );
}

/** The microphone dialog (VOICE_MESSAGES.microphoneRequired), with Try Again (asks again) and Close. */
export function MicrophonePermissionDialog() {
  const open = useSelector(selectMicrophoneDialogOpen);
  const dispatch = useDispatch();
  if (!open) return null;
  return (
    <div className="chat-permission-backdrop">
      <div
        className="chat-permission"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="chat-permission-title"
        aria-describedby="chat-permission-text"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          dispatch({ type: 'voice/permissionDialogCloseRequested' });
        }}
      >
        <h3 id="chat-permission-title" className="chat-permission__title">
          {VOICE_MESSAGES.microphoneRequired}
        </h3>
        <p id="chat-permission-text" className="chat-permission__text">
          {m.chat_microphone_help()}
        </p>
        <div className="chat-permission__actions">
          <button
            type="button"
            className="chat-button chat-button--secondary"
            onClick={() => dispatch({ type: 'voice/permissionDialogCloseRequested' })}
          >
            {m.chat_microphone_close()}
          </button>
          <button
            type="button"
            className="chat-button"
            autoFocus
            onClick={() => dispatch({ type: 'voice/recordRequested' })}
          >
            {m.chat_microphone_try_again()}
          </button>
        </div>
      </div>
    </div>
  );
}
