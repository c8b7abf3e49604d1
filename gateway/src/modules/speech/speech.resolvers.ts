import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';
import { decodeAudio } from './speech.audio.js';

export const speechQuery: QueryResolvers = {
  speechToText: (_parent, _args, ctx) => {
    requireViewer(ctx);
    return ctx.clients.speech.status();
  },
};

export const speechMutation: MutationResolvers = {
  transcribeSpeech: (_parent, { audioBase64, contentType }, ctx) => {
    requireViewer(ctx);
    return ctx.clients.speech.transcribe(decodeAudio(audioBase64, contentType, ctx.locale));
  },
};
