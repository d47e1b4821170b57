/**
 * Phrases that ask to put something in the cart, in English, Hinglish and Hindi (lower case, as
 * tokens), longest first where one contains another. 'daal' and 'dal' alone are lentils, so they
 * are a verb only with an ending ('daal do', 'dalo').
 */
export const ADD_PHRASES: readonly string[] = [
  'add to my cart', 'add to cart', 'add it', 'add', 'put', 'buy', 'order', 'send me',
  'to my cart', 'in my cart', 'into my cart', 'into cart', 'to the cart', 'to cart',
  'add kar dijiye', 'add kar do', 'add kar de', 'add kardo', 'add karo', 'add kijiye', 'add krdo', 'add kro', 'add kar',
  'daal dijiye', 'daal dena', 'daal do', 'daal de', 'daalo', 'dal dijiye', 'dal do', 'dal de', 'dalo',
  'cart mein', 'cart me', 'cart main', 'mangwa do', 'mangva do', 'mangwao', 'bhej do', 'order karo', 'order kar do',
  'डाल दीजिए', 'डाल दीजिये', 'डाल दें', 'डाल दो', 'डालो', 'डाल', 'जोड़ दीजिए', 'जोड़ दो', 'जोड़ें', 'जोड़ो',
  'ऐड कर दो', 'ऐड करो', 'ऐड', 'कार्ट में', 'मंगवा दो', 'ऑर्डर करो', 'ऑर्डर',
];

/** Words that carry no product meaning in a question or request. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'i', 'im', 'me', 'my', 'we', 'you', 'your', 'do', 'does', 'did', 'have', 'has', 'having', 'is', 'are',
  'am', 'be', 'there', 'any', 'some', 'please', 'pls', 'plz', 'want', 'wanted', 'need', 'needs', 'would', 'like', 'to',
  'of', 'for', 'in', 'into', 'on', 'with', 'can', 'could', 'get', 'give', 'show', 'find', 'looking', 'look', 'search',
  'available', 'availability', 'stock', 'sell', 'selling', 'price', 'cost', 'rate', 'what', 'whats', 'which', 'how',
  'much', 'much', 'it', 'its', 'this', 'that', 'these', 'those', 'also', 'too', 'and', 'or', 'cart', 'now', 'today',
  'hello', 'hi', 'hey', 'thanks', 'thank', 'ok', 'okay', 'yes', 'no', 'one', 'more', 'another', 'again', 'some',
  'mujhe', 'muje', 'mujhko', 'humko', 'hume', 'hamein', 'chahiye', 'chahie', 'chaiye', 'chahiya', 'hai', 'hain', 'he',
  'kya', 'aap', 'aapke', 'apke', 'aapka', 'paas', 'pass', 'ke', 'ka', 'ki', 'ko', 'mein', 'me', 'main', 'mai', 'se',
  'karo', 'kar', 'kro', 'kijiye', 'dijiye', 'de', 'dena', 'do', 'bhi', 'ji', 'bhai', 'bhaiya', 'zara', 'jara',
  'thoda', 'wala', 'wali', 'vala', 'vali', 'milega', 'milegi', 'milta', 'milti', 'hoga', 'hogi', 'kitne', 'kitna',
  'kitni', 'mera', 'meri', 'mere', 'lena', 'chahta', 'chahti', 'hu', 'hoon', 'hun', 'ek', 'aur', 'bhejo', 'namaste',
  'मुझे', 'मुझको', 'हमें', 'चाहिए', 'चाहिये', 'है', 'हैं', 'क्या', 'आप', 'आपके', 'आपका', 'पास', 'के', 'का', 'की', 'को',
  'में', 'से', 'दो', 'दें', 'दीजिए', 'करो', 'कर', 'भी', 'जी', 'कृपया', 'मेरे', 'मेरा', 'मेरी', 'कार्ट', 'मिलेगा',
  'मिलेगी', 'कितने', 'कितना', 'कितनी', 'लेना', 'चाहता', 'चाहती', 'हूँ', 'हूं', 'और', 'नमस्ते',
]);

/** Greetings that open a conversation. */
export const GREETINGS: ReadonlySet<string> = new Set([
  'hi', 'hii', 'hiii', 'hello', 'helo', 'hey', 'heya', 'namaste', 'namaskar', 'namaskaar', 'pranam', 'hola',
  'good morning', 'good afternoon', 'good evening', 'नमस्ते', 'नमस्कार', 'प्रणाम', 'राम राम', 'ram ram',
]);

/** Thanks and goodbyes. */
export const THANKS: ReadonlySet<string> = new Set([
  'thanks', 'thank you', 'thankyou', 'thx', 'ty', 'dhanyavaad', 'dhanyavad', 'dhanyawad', 'shukriya', 'bye', 'ok thanks',
  'धन्यवाद', 'शुक्रिया',
]);

/** Questions about what is already in the cart. */
export const CART_QUESTIONS: readonly string[] = [
  'whats in my cart', 'what is in my cart', 'show my cart', 'my cart', 'cart mein kya hai', 'cart me kya hai',
  'mera cart', 'मेरे कार्ट में क्या है', 'मेरा कार्ट', 'कार्ट में क्या है',
];

/** Words that split one request into several ('2 kg atta and 1 litre oil'). */
export const LIST_SEPARATORS: ReadonlySet<string> = new Set(['and', 'aur', 'और', 'plus', 'also', 'tatha', 'तथा']);
