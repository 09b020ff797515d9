/** The atomic-task reading lives with the rest of the instruction reader (core/instruction). */
export * from '../core/instruction/measured';
