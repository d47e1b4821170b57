import { agentsAreLive } from './shop-hours';
import { writtenLanguage } from './support-intents';

/** The language a reply is written in: English, Hinglish (Latin script) or Hindi (Devanagari). */
export type ReplyLanguage = 'en' | 'hinglish' | 'hindi';

/**
 * The language to answer in: the one the customer wrote in (see {@link writtenLanguage}); with no
 * text to go by (a voice note without a transcript), Hinglish for the widget language 'hi', else English.
 */
export function replyLanguage(language: string, text: string): ReplyLanguage {
  if (text.trim()) return writtenLanguage(text);
  return language.toLowerCase().startsWith('hi') ? 'hinglish' : 'en';
}

const LEFT_OFF_HOURS: Record<ReplyLanguage, string> = {
  en: 'Thanks, your message has been left for our team. Live agents are available 10:00 AM - 8:00 PM, and an agent will reply after 10:00 AM.',
  hinglish:
    'Dhanyavaad, aapka message hamari team ke liye chhod diya gaya hai. Live agents 10:00 AM - 8:00 PM uplabdh hain; agent 10:00 AM ke baad reply karenge.',
  hindi:
    'धन्यवाद, आपका संदेश हमारी टीम के लिए छोड़ दिया गया है। लाइव एजेंट 10:00 AM - 8:00 PM उपलब्ध हैं; एजेंट 10:00 AM के बाद जवाब देंगे।',
};

const RECEIVED: Record<ReplyLanguage, string> = {
  en: 'Thanks, we got your message. A live agent will reply shortly.',
  hinglish: 'Dhanyavaad, aapka message mil gaya hai. Live agent jald hi reply karenge.',
  hindi: 'धन्यवाद, आपका संदेश मिल गया है। लाइव एजेंट जल्द ही जवाब देंगे।',
};

/**
 * The system reply to a message meant for a person (not the assistant): within agent hours
 * (10:00-20:00 India time) an acknowledgement, outside them a note that the message was left and
 * an agent will reply after 10:00 AM.
 */
export function supportReply(language: ReplyLanguage, now: number): string {
  return agentsAreLive(now) ? RECEIVED[language] : LEFT_OFF_HOURS[language];
}
