/** The starting file of a new task: its catalogue category, the instruction, no commands yet, and the reward the catalogue knows (if a statistic measures it). */
import { toYaml } from './answerParsing';
import { taskFileName } from './atomicTask';
import type { AtomicTask } from './catalogue';

export interface NewTaskFile {
  fileName: string;
  text: string;
}

/** `and`/`or`: the other parts of a composed task ("craft a ladder AND kill a spider"), named in the file name. */
export function newTaskFile(name: string, task?: AtomicTask, and: string[] = [], or: string[] = []): NewTaskFile {
  const obj: Record<string, unknown> = task ? { category: task.category } : {};
  obj.text = name;
  obj.custom_init_commands = [];
  if (task?.event && task.objects) {
    obj.reward_cfg = [{ event: task.event, identity: task.fileName, objects: task.objects, reward: 1.0, max_reward_times: 1 }];
  }
  return { fileName: `${task?.fileName ?? taskFileName(name, and, or)}.yaml`, text: toYaml(obj) };
}
