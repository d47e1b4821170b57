import { useEffect, useRef } from 'react';
import type { Replay, ReplayEvent } from './replay-run';

export interface ReplayTimelineProps {
  readonly replay: Replay;
  readonly position: number;
  onPosition(position: number): void;
}

/** The run as the scenario's steps, each with the events it caused; choosing one shows the app right after it. */
export function ReplayTimeline({ replay, position, onPosition }: ReplayTimelineProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [position]);

  const eventButtons = (from: number, to: number) =>
    replay.events.slice(from, to).map((event, offset) => (
      <li key={event.entry.seq}>
        <EventButton
          event={event}
          index={from + offset}
          current={position === from + offset + 1}
          onPosition={onPosition}
        />
      </li>
    ));

  return (
    <ol className="replay__steps" ref={list} aria-label="Steps and events">
      <li className="replay__step">
        <button type="button" className="replay__step-head" aria-current={position === 0} onClick={() => onPosition(0)}>
          Given: the starting state
        </button>
        {replay.eventsBeforeSteps > 0 && (
          <ol className="replay__events">{eventButtons(0, replay.eventsBeforeSteps)}</ol>
        )}
      </li>
      {replay.steps.map((step) => (
        <li key={step.index} className={`replay__step replay__step--${step.outcome.replace(' ', '-')}`}>
          <button
            type="button"
            className="replay__step-head"
            disabled={step.outcome === 'not run'}
            onClick={() => onPosition(step.to)}
          >
            <span className="replay__step-number">Step {step.index + 1}</span> {step.label}
            {step.outcome !== 'passed' && <span className="replay__outcome"> ({step.outcome})</span>}
          </button>
          {step.step.note && <p className="replay__note">{step.step.note}</p>}
          {step.failure && <p className="replay__failure">{step.failure}</p>}
          {step.to > step.from && <ol className="replay__events">{eventButtons(step.from, step.to)}</ol>}
        </li>
      ))}
      {replay.leftoverFailures.length > 0 && (
        <li className="replay__step replay__step--failed">
          <p className="replay__step-head">After the last step</p>
          {replay.leftoverFailures.map((failure) => (
            <p key={failure} className="replay__failure">
              {failure}
            </p>
          ))}
        </li>
      )}
    </ol>
  );
}

function EventButton({
  event,
  index,
  current,
  onPosition,
}: {
  readonly event: ReplayEvent;
  readonly index: number;
  readonly current: boolean;
  onPosition(position: number): void;
}) {
  return (
    <button type="button" className="replay__event" aria-current={current} onClick={() => onPosition(index + 1)}>
      <span className="replay__seq">Event {index + 1}</span> {event.entry.event.type}
      <span className="replay__source"> {event.entry.source}</span>
    </button>
  );
}
