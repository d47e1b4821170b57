import type { Rule } from 'eslint';

/** See no-english-text.rule.js. */
export declare const noEnglishText: Rule.RuleModule;
