/** The atomic-task reading lives with the rest of the instruction reader (core/instruction). */
export * from '../../model/instruction/measured';
