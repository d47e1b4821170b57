import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { EVENT_SOURCES, type EventType } from '../../core/events';
import { ChatWidget } from '../../ui/chat/chat-widget';
import { CartBar } from '../../ui/cart/cart-bar';
import { StoreProvider } from '../../ui/store';
import { partialMatch, describeDifference } from './partial-match';
import { StepFailure, type UiDriver, type UiStep } from './scenario-runner';

const nameOf = (name: string): string | RegExp => (/^\/.+\/$/.test(name) ? new RegExp(name.slice(1, -1)) : name);

/**
 * A {@link UiDriver} over the shopper's chat widget and cart bar, rendered with React in jsdom
 * (call from a vitest file with the jsdom environment and the chat's browser stubs installed).
 */
export function createUiDriver(): UiDriver {
  let store: Parameters<UiDriver['mount']>[0]['store'] | null = null;
  const find = async (role: string, name: string) => {
    try {
      return await screen.findByRole(role, { name: nameOf(name) }, { timeout: 2000 });
    } catch {
      throw new StepFailure(`no ${role} named '${name}' on the screen`);
    }
  };
  return {
    async mount(run) {
      store = run.store;
      const location = memoryLocation({ path: '/' });
      await act(async () => {
        render(
          <StoreProvider store={run.store}>
            <Router hook={location.hook}>
              <ChatWidget />
              <CartBar />
            </Router>
          </StoreProvider>,
        );
      });
    },
    async around(action) {
      await act(action);
    },
    async perform(step: UiStep) {
      if ('type' in step) {
        const field = await find('textbox', step.type.into);
        fireEvent.change(field, { target: { value: step.type.text } });
      } else if ('click' in step) {
        const element = await find(step.click.role ?? 'button', step.click.name);
        const before = store!.log().length;
        fireEvent.click(element);
        const intent = step.click.intent;
        if (intent) {
          const dispatched = store!
            .log()
            .slice(before)
            .filter((entry) => EVENT_SOURCES[entry.event.type as EventType] === 'ui')
            .map((entry) => entry.event);
          const same = dispatched.find((event) => event.type === intent.type);
          if (!same)
            throw new StepFailure(
              `the click dispatched ${dispatched.map((event) => event.type).join(', ') || 'no intent'}, not ${intent.type}`,
            );
          const diffs = partialMatch(intent, same, 'intent');
          if (diffs.length) throw new StepFailure(diffs.map(describeDifference).join('; '));
        }
      } else if ('expectText' in step) {
        try {
          await screen.findByText(nameOf(step.expectText), {}, { timeout: 2000 });
        } catch {
          throw new StepFailure(`the text '${step.expectText}' is not on the screen`);
        }
      } else if ('expectElement' in step) {
        await find(step.expectElement.role ?? 'button', step.expectElement.name);
      } else {
        const field = (await find('textbox', step.expectField.name)) as HTMLInputElement | HTMLTextAreaElement;
        if (field.value !== step.expectField.value)
          throw new StepFailure(
            `the field '${step.expectField.name}' holds ${JSON.stringify(field.value)}, not ${JSON.stringify(step.expectField.value)}`,
          );
      }
    },
    unmount() {
      cleanup();
      store = null;
    },
  };
}
