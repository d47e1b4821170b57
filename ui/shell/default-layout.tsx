import * as m from '#ui-messages';
import { lazy, Suspense, type ReactNode } from 'react';
import { BottomBar } from './bottom-bar';
import { CartBar } from '../cart/cart-bar';
import { ChatWidget } from '../chat/chat-widget';
import { Header } from './header';
import { WhatsAppButton } from './whatsapp-button';

/** The footer is below every first screen, so its code arrives after the entry's. */
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/**
 * Header, page and footer, with the shortcuts dock (cart bar and WhatsApp button, first after the header in the tab
 * order), the chat widget and, on phones, the bottom bar. The page is a Suspense boundary of its own: hydrating a
 * prerendered page, React attaches the chrome first and the page after, in short slices that leave
 * the main thread free between them (a tap on the page meanwhile hydrates it at once and is replayed).
 */
export function DefaultLayout({ children }: { readonly children?: ReactNode }) {
  return (
    <div className="layout layout--default">
      <a className="skip-link" href="#main-content">
        {m.shell_skip_to_content()}
      </a>
      <Header />
      <aside className="floating-actions" aria-label={m.shell_shortcuts()}>
        <CartBar />
        <WhatsAppButton />
      </aside>
      <main id="main-content" className="layout__main" tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatWidget />
      <BottomBar />
    </div>
  );
}
