import { HELP_TEXTS, type HelpSource } from '@probity/domain';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useAskHelp } from './help.api';

export interface HelpChatMessage {
  id: number;
  role: 'user' | 'assistant';
  /** Markdown for the assistant's answers. */
  text: string;
  sources: HelpSource[];
  isPending?: boolean;
  isError?: boolean;
}

/** The embedded assistant chat: the conversation so far, kept while the app is open. */
export function useHelpChat() {
  const [messages, setMessages] = useState<HelpChatMessage[]>([]);
  const nextID = useRef(1);
  const askHelp = useAskHelp();

  const ask = useCallback(
    (question: string, subsectionId: string | null) => {
      const questionID = nextID.current++;
      const answerID = nextID.current++;
      setMessages((current) => [
        ...current,
        { id: questionID, role: 'user', text: question, sources: [] },
        { id: answerID, role: 'assistant', text: HELP_TEXTS.thinking, sources: [], isPending: true },
      ]);
      const settle = (answer: Omit<HelpChatMessage, 'id' | 'role'>) =>
        setMessages((current) =>
          current.map((m) => (m.id === answerID ? { id: answerID, role: 'assistant', ...answer } : m)),
        );
      askHelp.mutate(
        { question, ...(subsectionId ? { subsectionId } : {}) },
        {
          onSuccess: (answer) => settle({ text: answer.answer, sources: answer.sources }),
          onError: (error) =>
            settle({
              // A 429 says to wait; anything else is one message.
              text:
                error instanceof ApiError && error.status === 429 ? error.message : HELP_TEXTS.couldNotAnswer,
              sources: [],
              isError: true,
            }),
        },
      );
    },
    [askHelp.mutate],
  );

  return { messages, ask, isAsking: askHelp.isPending };
}
