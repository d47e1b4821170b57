import * as m from '#ui-messages';
import { useId, useRef, useState } from 'react';
import { formatSeconds } from './audio-source';
import { PauseIcon, PlayIcon } from './chat-icons';
import { VOICE_MESSAGES } from '../../core/messages/voice.messages';

export type PlaybackState = 'idle' | 'playing' | 'failed';

export interface AudioBubbleProps {
  /** A vetted source (see safeAudioSrc); null when the message's URL may not be played. */
  readonly src: string | null;
  readonly transcript?: string | undefined;
  /** The length the recorder measured, for a note sent from this page; shown while the browser knows none. */
  readonly recordedSeconds?: number | null;
}

/**
 * A voice message: play and pause, elapsed time with the total (the browser's once it knows it, else the
 * recorder's: webm from MediaRecorder reports an Infinity duration until it has been played through), 'Audio
 * playback failed' when the source cannot be played, and the transcript on request.
 */
export function AudioBubble({ src, transcript, recordedSeconds = null }: AudioBubbleProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlaybackState>(src === null ? 'failed' : 'idle');
  const [elapsed, setElapsed] = useState(0);
  const [measured, setDuration] = useState<number | null>(null);
  const duration = measured ?? recordedSeconds;
  const [showTranscript, setShowTranscript] = useState(false);
  const transcriptId = useId();

  const readDuration = () => {
    const value = audio.current?.duration;
    setDuration(value !== undefined && Number.isFinite(value) && value > 0 ? value : null);
  };

  const toggle = () => {
    const element = audio.current;
    if (element === null || src === null) return;
    if (state === 'playing') {
      element.pause();
      return;
    }
    if (state === 'failed') element.load();
    try {
      const started = element.play() as Promise<void> | undefined;
      setState('playing');
      started?.catch(() => setState('failed'));
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={`chat-audio chat-audio--${state}`}>
      <div className="chat-audio__controls">
        <button
          type="button"
          className="chat-audio__play"
          aria-label={state === 'playing' ? m.chat_pause_voice() : m.chat_play_voice()}
          disabled={src === null}
          onClick={toggle}
        >
          {state === 'playing' ? <PauseIcon /> : <PlayIcon />}
        </button>
        <span className="chat-audio__time">
          {formatSeconds(elapsed)}
          {duration !== null && ` / ${formatSeconds(duration)}`}
        </span>
        {src !== null && (
          <audio
            ref={audio}
            src={src}
            preload="metadata"
            onLoadedMetadata={readDuration}
            onDurationChange={readDuration}
            onTimeUpdate={() => setElapsed(audio.current?.currentTime ?? 0)}
            onPlaying={() => setState('playing')}
            onPause={() => setState((current) => (current === 'failed' ? current : 'idle'))}
            onEnded={() => {
              setState('idle');
              setElapsed(0);
              readDuration();
            }}
            onError={() => setState('failed')}
          />
        )}
      </div>
      {state === 'failed' && <p className="chat-audio__failed">{VOICE_MESSAGES.playbackFailed}</p>}
      {transcript !== undefined && transcript.trim() !== '' && (
        <>
          <button
            type="button"
            className="chat-link-button"
            aria-expanded={showTranscript}
            aria-controls={transcriptId}
            onClick={() => setShowTranscript((shown) => !shown)}
          >
            {showTranscript ? m.chat_hide_transcript() : m.chat_show_transcript()}
          </button>
          <p id={transcriptId} className="chat-audio__transcript" dir="auto" hidden={!showTranscript}>
            {transcript}
          </p>
        </>
      )}
    </div>
  );
}
