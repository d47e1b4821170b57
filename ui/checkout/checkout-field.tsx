import * as m from '#ui-messages';
import { useCallback, type ChangeEvent, type ReactNode } from 'react';
import type { CheckoutField } from '../../core/checkout/checkout.model';
import { useDispatch, useSelector } from '../store';
import { useStoreText } from '../shared/use-store-text';
import { selectCheckoutFieldError, selectCheckoutFieldValue } from '../../core/checkout/checkout.selectors';

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

interface FieldProps {
  readonly field: CheckoutField;
  readonly label: string;
  readonly optional?: boolean;
  readonly hint?: string;
  readonly type?: 'text' | 'tel' | 'email';
  readonly inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  readonly autoComplete?: string;
  readonly maxLength?: number;
  /** Replaces the text input (the State select). */
  readonly children?: (props: InputProps) => ReactNode;
  readonly prefix?: string;
}

export interface InputProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly className: string;
}

/** A labelled checkout field bound to the draft; its error (and hint) are tied to it with aria-describedby. */
export function CheckoutTextField({
  field,
  label,
  optional,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  children,
  prefix,
}: FieldProps) {
  const dispatch = useDispatch();
  const stored = useSelector(selectCheckoutFieldValue(field));
  const send = useCallback(
    (value: string) => dispatch({ type: 'checkout/fieldChangeRequested', payload: { field, value } }),
    [dispatch, field],
  );
  const [value, change] = useStoreText(stored, send);
  const error = useSelector(selectCheckoutFieldError(field));
  const id = fieldId(field);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const input: InputProps = {
    id,
    value,
    onChange: (event) => change(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: 'field__input',
  };
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? <span className="field__optional"> {m.checkout_optional()}</span> : null}
      </label>
      {children ? (
        children(input)
      ) : prefix ? (
        <div className={`phone-field${error ? ' phone-field--invalid' : ''}`}>
          <span className="phone-field__prefix" aria-hidden="true">
            {prefix}
          </span>
          <input
            {...input}
            className="phone-field__input"
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            maxLength={maxLength}
          />
        </div>
      ) : (
        <input {...input} type={type} inputMode={inputMode} autoComplete={autoComplete} maxLength={maxLength} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
