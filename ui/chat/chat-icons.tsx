import { Svg } from '../shared/icons';

/** Small line icons for the chat (20 px unless sized); decorative, so hidden from assistive technology. */

export const ChatBubbleIcon = () => (
  <Svg size={26}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />
  </Svg>
);

export const PhoneIcon = () => (
  <Svg size={20}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8.1 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.8 2Z" />
  </Svg>
);

export const SendIcon = () => (
  <Svg size={20}>
    <path d="m22 2-7 20-4-9-9-4 20-7Z" />
    <path d="M22 2 11 13" />
  </Svg>
);

export const MicIcon = () => (
  <Svg size={20}>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M5 10a7 7 0 0 0 14 0M12 17v5" />
  </Svg>
);

export const StopIcon = () => (
  <Svg size={20}>
    <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
  </Svg>
);

export const PlayIcon = () => (
  <Svg size={20}>
    <path d="M7 4v16l13-8L7 4Z" fill="currentColor" />
  </Svg>
);

export const PauseIcon = () => (
  <Svg size={20}>
    <path d="M8 5v14M16 5v14" strokeWidth={3} />
  </Svg>
);
