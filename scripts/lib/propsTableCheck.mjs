// What the built Storybook's props tables show, read from its story store (every CSF file
// loaded, argTypes as docgen and the stories made them): the checks behind the static smoke
// test's "props tables" lines.

/** Every library story's argTypes: { 'components-button': { title, argTypes } } by component. */
export async function libraryArgTypes(page) {
  return page.evaluate(async () => {
    const preview = window.__STORYBOOK_PREVIEW__;
    const stories = await preview.extract();
    const components = {};
    for (const story of Object.values(stories)) {
      if (story.title.startsWith('Pages/') || story.title === 'Patterns') continue;
      components[story.componentId] ??= { title: story.title, argTypes: {} };
      Object.assign(components[story.componentId].argTypes, story.argTypes);
    }
    return components;
  });
}

/** 'Forms/Button: tone (unknown[number])' for every prop whose type the table cannot name. */
export function unknownTypes(components) {
  const found = [];
  for (const { title, argTypes } of Object.values(components)) {
    for (const [name, argType] of Object.entries(argTypes)) {
      const summary = argType.table?.type?.summary ?? '';
      if (/\bunknown\b/.test(summary)) found.push(`${title}: ${name} (${summary})`);
    }
  }
  return found;
}

/** The problems with Button's table: unions as choices, defaults shown, `type` a select. */
export function buttonTableProblems(components) {
  const argTypes = components['components-button']?.argTypes;
  if (!argTypes) return ['no Button stories in the build'];
  const problems = [];
  const expectOptions = { tone: 'brand', variant: 'solid', size: 'standard' };
  for (const [name, fallback] of Object.entries(expectOptions)) {
    const argType = argTypes[name] ?? {};
    if (!argType.options?.includes(fallback)) problems.push(`${name} offers no '${fallback}'`);
    const shown = argType.table?.defaultValue?.summary ?? '-';
    if (!shown.includes(fallback)) problems.push(`${name}'s default shows ${shown}`);
  }
  const control = argTypes.type?.control;
  const controlType = typeof control === 'string' ? control : control?.type;
  if (controlType !== 'select') problems.push(`type's control is ${controlType ?? 'none'}`);
  const typeOptions = argTypes.type?.options ?? [];
  if (!['button', 'submit', 'reset'].every((value) => typeOptions.includes(value)))
    problems.push(`type offers ${JSON.stringify(typeOptions)}`);
  return problems;
}
