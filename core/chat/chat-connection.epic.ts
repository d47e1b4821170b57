import {
  concat,
  defer,
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  merge,
  mergeMap,
  of,
  share,
  switchMap,
  take,
  timer,
  type Observable,
  type ObservableInput,
} from 'rxjs';
import type { Endpoints } from '../config';
import type { CoreEpic } from '../epic';
import type { Event } from '../events';
import type { SocketConnectOptions } from '../ports';
import type { RootState } from '../root.reducer';
import { RECONNECTING_AFTER_MS } from './chat-limits';
import { chatCustomerName, chatUserId } from './chat-send';

/** SPEC §7 Realtime: namespace /chats at the socket path, websocket then polling, who is chatting in the query. */
function socketOptions(state: RootState, endpoints: Endpoints): SocketConnectOptions {
  return {
    url: endpoints.socketUrl,
    namespace: '/chats',
    path: endpoints.socketPath,
    transports: ['websocket', 'polling'],
    query: { userId: chatUserId(state), role: 'customer', customerName: chatCustomerName(state) },
  };
}

/**
 * The chat's room on the socket. Opening the panel connects and joins the current conversation,
 * then fetches what was missed meanwhile ('chat/roomJoined' with catchUp); the join and the catch-up
 * wait for the socket to be connected, so a message posted while it connects is in the catch-up
 * rather than in neither. A conversation set while open is joined; closing the panel, or the
 * conversation ending, leaves the room. When the connection comes back after a drop, the room is
 * joined again and what was missed is fetched. A panel restored open from storage counts as
 * opened. Nobody connects without an identity: an open made before the guest id (or the user) is
 * known connects once it is. What it remembers between events (the room, the room to join once
 * connected, an open waiting for an identity, how many times it connected) is in the chat session
 * slice, set by the facts it returns.
 */
export const chatConnectionEpic: CoreEpic = (event$, state$, deps) => {
  const { socket } = deps.ports;

  const join = (conversationId: string, catchUp: boolean): Event[] => {
    socket.emit('convo:join', conversationId);
    return [{ type: 'chat/roomJoined', payload: { conversationId, catchUp } }];
  };
  const leave = (): Event[] => {
    const { room } = state$.value.chatSession.socket;
    if (room === null) return [];
    socket.emit('convo:leave', room);
    return [{ type: 'chat/roomLeft', payload: { conversationId: room } }];
  };
  const started = (joinOnConnect: string | null): Event => ({
    type: 'chat/socketConnectStarted',
    payload: { joinOnConnect },
  });

  /**
   * The fact that says what the connect is for comes first, then the connect, the leave and (when connected) the join.
   */
  const open = (): Observable<Event> => {
    const state = state$.value;
    if (chatUserId(state) === '') return of<Event>({ type: 'chat/socketConnectDeferred' });
    const id = state.chat.conversation?.id || null;
    const { connection, socket: link } = state.chatSession;
    const joins = id !== null && link.room !== id;
    const now = joins && connection === 'connected';
    return concat(
      of(started(joins && !now ? id : null)),
      defer(() => {
        socket.connect(socketOptions(state$.value, deps.endpoints));
        if (!joins) return [];
        return now ? [...leave(), ...join(id, true)] : leave();
      }),
    );
  };

  /** Once connected: the room waiting to be joined, or, on a connection after the first, the room the drop lost. */
  const joinOnConnect = (rejoin: boolean): Event[] => {
    const { connection, socket: link } = state$.value.chatSession;
    if (connection !== 'connected') return [];
    if (link.joinOnConnect !== null) return join(link.joinOnConnect, true);
    return rejoin && link.connections > 1 && link.room !== null ? join(link.room, true) : [];
  };

  const opened$ = event$.pipe(
    filter(
      (event) =>
        event.type === 'chat/openRequested' || (event.type === 'persist/rehydrated' && state$.value.chat.isOpen),
    ),
    share(),
  );

  const rooms$ = event$.pipe(
    mergeMap((event): ObservableInput<Event> => {
      const { chat, chatSession } = state$.value;
      switch (event.type) {
        case 'chat/openRequested':
          return open();
        case 'persist/rehydrated':
          return chat.isOpen ? open() : [];
        case 'session/guestIdentified':
        case 'session/loggedIn':
        case 'chat/socketConnectDeferred':
          return chatSession.socket.awaitingIdentity && chat.isOpen && chatUserId(state$.value) !== '' ? open() : [];
        case 'chat/socketConnectStarted':
          return joinOnConnect(false);
        case 'chat/socketStatusChanged':
          return event.payload.status === 'connected' ? joinOnConnect(true) : [];
        case 'chat/initiated': {
          const id = event.payload.conversation.id;
          return chat.isOpen && chatSession.socket.room !== id ? [...leave(), ...join(id, false)] : [];
        }
        case 'chat/closeRequested':
        case 'chat/closedByServer':
        case 'session/loggedOut':
          return leave();
        case 'chat/conversationCompleted':
          return chatSession.socket.room === event.payload.conversationId ? leave() : [];
        default:
          return [];
      }
    }),
  );

  const status$ = opened$.pipe(
    take(1),
    switchMap(() => socket.status$.pipe(distinctUntilChanged())),
    map((status): Event => ({ type: 'chat/socketStatusChanged', payload: { status } })),
  );

  const reconnecting$: Observable<Event> = opened$.pipe(
    take(1),
    switchMap(() => state$),
    map((state) => state.chat.isOpen && state.chatSession.connection !== 'connected'),
    distinctUntilChanged(),
    switchMap((down) =>
      down
        ? timer(RECONNECTING_AFTER_MS, deps.ports.clock.scheduler).pipe(
            map((): Event => ({ type: 'chat/reconnectingShown' })),
          )
        : EMPTY,
    ),
  );

  return merge(rooms$, status$, reconnecting$);
};
