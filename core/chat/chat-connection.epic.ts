import { defer, distinctUntilChanged, EMPTY, filter, map, merge, mergeMap, share, switchMap, take, timer, type Observable } from 'rxjs';
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
 * known connects once it is.
 */
export const chatConnectionEpic: CoreEpic = (event$, state$, deps) =>
  defer(() => {
    const { socket } = deps.ports;
    let room: string | null = null;
    /** The conversation to join and catch up on once the socket is connected. */
    let joinOnConnect: string | null = null;
    let connected = false;
    let wasConnected = false;
    let dropped = false;
    let awaitingIdentity = false;

    const join = (conversationId: string, catchUp: boolean): Event[] => {
      socket.emit('convo:join', conversationId);
      room = conversationId;
      return [{ type: 'chat/roomJoined', payload: { conversationId, catchUp } }];
    };
    const leave = (): Event[] => {
      joinOnConnect = null;
      if (room === null) return [];
      const conversationId = room;
      room = null;
      socket.emit('convo:leave', conversationId);
      return [{ type: 'chat/roomLeft', payload: { conversationId } }];
    };

    const opened$ = event$.pipe(
      filter((event) => event.type === 'chat/openRequested' || (event.type === 'persist/rehydrated' && state$.value.chat.isOpen)),
      share(),
    );

    const open = (): Event[] => {
      awaitingIdentity = chatUserId(state$.value) === '';
      if (awaitingIdentity) return [];
      socket.connect(socketOptions(state$.value, deps.endpoints));
      const id = state$.value.chat.conversation?.id;
      if (!id || room === id) return [];
      const left = leave();
      if (connected) return [...left, ...join(id, true)];
      joinOnConnect = id;
      return left;
    };

    const rooms$ = event$.pipe(
      mergeMap((event): Event[] => {
        const { chat } = state$.value;
        switch (event.type) {
          case 'chat/openRequested':
            return open();
          case 'persist/rehydrated':
            return chat.isOpen ? open() : [];
          case 'session/guestIdentified':
          case 'session/loggedIn':
            return awaitingIdentity && chat.isOpen ? open() : [];
          case 'chat/initiated': {
            const id = event.payload.conversation.id;
            return chat.isOpen && room !== id ? [...leave(), ...join(id, false)] : [];
          }
          case 'chat/closeRequested':
            awaitingIdentity = false;
            return leave();
          case 'chat/closedByServer':
          case 'session/loggedOut':
            return leave();
          case 'chat/conversationCompleted':
            return room === event.payload.conversationId ? leave() : [];
          default:
            return [];
        }
      }),
    );

    const status$ = opened$.pipe(
      take(1),
      switchMap(() => socket.status$.pipe(distinctUntilChanged())),
      mergeMap((status): Event[] => {
        const events: Event[] = [{ type: 'chat/socketStatusChanged', payload: { status } }];
        connected = status === 'connected';
        if (!connected) {
          dropped = wasConnected;
          return events;
        }
        const waiting = joinOnConnect;
        joinOnConnect = null;
        const rejoined = waiting !== null ? join(waiting, true) : dropped && room !== null ? join(room, true) : [];
        wasConnected = true;
        dropped = false;
        return [...events, ...rejoined];
      }),
    );

    const reconnecting$: Observable<Event> = opened$.pipe(
      take(1),
      switchMap(() => state$),
      map((state) => state.chat.isOpen && state.chatSession.connection !== 'connected'),
      distinctUntilChanged(),
      switchMap((down) =>
        down ? timer(RECONNECTING_AFTER_MS, deps.ports.clock.scheduler).pipe(map((): Event => ({ type: 'chat/reconnectingShown' }))) : EMPTY,
      ),
    );

    return merge(rooms$, status$, reconnecting$);
  });
