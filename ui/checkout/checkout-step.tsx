import * as m from '#ui-messages';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { CheckoutStep } from '../../core/checkout/checkout.model';
import { useDispatch, useSelector } from '../store';
import {
  selectBusyStep,
  selectDoneSteps,
  selectOpenStep,
  selectPlacingOrder,
  selectStepError,
  selectStepRejections,
} from '../../core/checkout/checkout.selectors';

export const STEP_TITLES: Readonly<Record<CheckoutStep, string>> = {
  contact: m.checkout_step_contact(),
  address: m.checkout_step_address(),
  delivery: m.checkout_step_delivery(),
  payment: m.checkout_step_payment(),
  review: m.checkout_step_review(),
};

/** The failure shown at a step, with a retry when sending again may help. */
export function StepError({ step, onRetry }: { readonly step: CheckoutStep; readonly onRetry?: () => void }) {
  const error = useSelector(selectStepError);
  if (!error || error.step !== step) return null;
  return (
    <div className="checkout-step__error" role="alert" id={`checkout-${step}-error`} tabIndex={-1}>
      <p>{error.message}</p>
      {error.retry && onRetry ? (
        <button type="button" className="button button--outline" onClick={onRetry}>
          {m.common_try_again()}
        </button>
      ) : null}
    </div>
  );
}

interface StepProps {
  readonly step: CheckoutStep;
  readonly index: number;
  /** What was chosen, shown once the step is done. */
  readonly summary: ReactNode;
  /** The form of the open step. */
  readonly children: ReactNode;
  /** Whether the step has a Continue button (review has Place order instead). */
  readonly submit?: boolean;
}

/** Scrolls to the first invalid field of a form (else its error message) and focuses it. */
function goToFirstError(form: HTMLFormElement | null): void {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return;
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * Each time Continue is refused, the open step's first error is scrolled into view and focused (on a phone it may be
 * far above the button).
 */
function useFirstErrorOnRejection(open: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const rejections = useSelector(selectStepRejections);
  const seen = useRef(rejections);
  useEffect(() => {
    if (seen.current === rejections) return;
    seen.current = rejections;
    if (open) goToFirstError(form.current);
  }, [rejections, open]);
  return form;
}

/** One step of the checkout: open (its form), done (its summary and Edit), or still to come. */
export function CheckoutStepSection({ step, index, summary, children, submit = true }: StepProps) {
  const dispatch = useDispatch();
  const open = useSelector(selectOpenStep) === step;
  const done = useSelector(selectDoneSteps).includes(step);
  const busy = useSelector(selectBusyStep) === step;
  const placing = useSelector(selectPlacingOrder);
  const form = useFirstErrorOnRejection(open);
  const titleId = `checkout-${step}-title`;
  const title = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // A step opening after another (Continue, Edit) takes focus from the form that went.
    if (open && !wasOpen.current) title.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'checkout/stepSubmitRequested', payload: { step } });
  };
  const state = open ? 'open' : done ? 'done' : 'todo';
  return (
    <li className={`checkout-step checkout-step--${state}`}>
      <section aria-labelledby={titleId}>
        <div className="checkout-step__header">
          <h2 id={titleId} ref={title} className="checkout-step__title" tabIndex={-1}>
            <span className="checkout-step__number" aria-hidden="true">
              {index}
            </span>
            {STEP_TITLES[step]}
          </h2>
          {done && !open ? (
            <button
              type="button"
              className="link-button"
              disabled={placing}
              aria-label={m.checkout_edit_step({ step: STEP_TITLES[step].toLowerCase() })}
              onClick={() => dispatch({ type: 'checkout/stepEditRequested', payload: { step } })}
            >
              {m.checkout_edit()}
            </button>
          ) : null}
        </div>
        {done && !open ? <div className="checkout-step__summary">{summary}</div> : null}
        {open ? (
          submit ? (
            <form ref={form} className="checkout-step__form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
              {children}
              <StepError
                step={step}
                onRetry={() => dispatch({ type: 'checkout/stepSubmitRequested', payload: { step } })}
              />
              <button
                type="submit"
                className="button button--primary button--block"
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy ? m.checkout_saving() : m.checkout_continue()}
              </button>
            </form>
          ) : (
            <div className="checkout-step__form">{children}</div>
          )
        ) : null}
      </section>
    </li>
  );
}
