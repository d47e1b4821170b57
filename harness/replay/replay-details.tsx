import type { Event } from '../../core/events';
import type { HttpRequest } from '../../core/ports';
import type { Replay, ReplayStep } from './replay-run';
import { stateAt } from './replay-run';
import { stateDiff } from './state-diff';

export interface ReplayDetailsProps {
  readonly replay: Replay;
  readonly position: number;
  /** What the app dispatched while shown (not run: the scenario drives the core). */
  readonly ignored: readonly Event[];
}

const json = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value, null, 2));

/**
 * The chosen event: its payload, what it changed in the state, the step that caused it, and the whole state after it.
 */
export function ReplayDetails({ replay, position, ignored }: ReplayDetailsProps) {
  const event = position > 0 ? replay.events[position - 1] : undefined;
  const step = event && event.stepIndex >= 0 ? replay.steps[event.stepIndex] : undefined;
  const changes = event ? stateDiff(stateAt(replay, position - 1), event.stateAfter) : [];
  const startedAt = replay.events[0]?.entry.at ?? 0;
  return (
    <section className="replay__details" aria-label="Event details">
      {event ? (
        <>
          <h2>
            Event {position}: {event.entry.event.type}
          </h2>
          <p>
            from {event.entry.source}, at +{event.entry.at - startedAt} ms of virtual time
          </p>
          <h3>Payload</h3>
          <pre>{json((event.entry.event as { payload?: unknown }).payload)}</pre>
          <h3>State changes</h3>
          {changes.length === 0 ? (
            <p>None: the state is the same object as before.</p>
          ) : (
            <table className="replay__diff">
              <thead>
                <tr>
                  <th scope="col">path</th>
                  <th scope="col">before</th>
                  <th scope="col">after</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.path}>
                    <th scope="row">{change.path}</th>
                    <td>
                      <pre>{json(change.before)}</pre>
                    </td>
                    <td>
                      <pre>{json(change.after)}</pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>Caused by</h3>
          {step ? <StepCause step={step} /> : <p>The run's start (before the first step).</p>}
        </>
      ) : (
        <h2>The starting state (the scenario's given)</h2>
      )}
      <details>
        <summary>State {position > 0 ? `after event ${position}` : 'before the first event'}</summary>
        <pre>{json(stateAt(replay, position))}</pre>
      </details>
      {ignored.length > 0 && (
        <details>
          <summary>
            What the app dispatched while shown ({ignored.length}, not run: the scenario drives the core)
          </summary>
          <ul>
            {ignored.map((intent, index) => (
              <li key={index}>{intent.type}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function RequestLine({ request }: { readonly request: HttpRequest }) {
  return (
    <>
      <p>
        <code>
          {request.method} {request.url}
        </code>
      </p>
      {request.body !== undefined && <pre>{json(request.body)}</pre>}
    </>
  );
}

/**
 * What the step did: the answer it gave to which request, the push, the dispatch or the clock move; and the requests
 * the core made meanwhile.
 */
function StepCause({ step }: { readonly step: ReplayStep }) {
  const body = step.step;
  return (
    <div className="replay__cause">
      <p>
        Step {step.index + 1}: {step.label}
      </p>
      {'http' in body && step.answered && (
        <>
          <h4>The request it answered</h4>
          <RequestLine request={step.answered} />
          <h4>The answer</h4>
          <pre>
            {body.http.respond
              ? `${body.http.respond.status}\n${json(body.http.respond.body ?? null)}`
              : '(left unanswered)'}
          </pre>
        </>
      )}
      {'socketPush' in body && (
        <>
          <h4>Socket push {body.socketPush.event}</h4>
          <pre>{json(body.socketPush.payload)}</pre>
        </>
      )}
      {'dispatch' in body && (
        <>
          <h4>Dispatched {body.dispatch.type}</h4>
          <pre>{json('payload' in body.dispatch ? body.dispatch.payload : undefined)}</pre>
        </>
      )}
      {!('http' in body || 'socketPush' in body || 'dispatch' in body) && <pre>{json(body)}</pre>}
      {step.requestsMade.length > 0 && (
        <>
          <h4>Requests the core made during this step</h4>
          {step.requestsMade.map((request, index) => (
            <RequestLine key={index} request={request} />
          ))}
        </>
      )}
    </div>
  );
}
