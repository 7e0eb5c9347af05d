// Writes the ACF Local JSON field groups in `wordpress/acf-json/` from one description, so the
// page modules and the room modules stay the same flexible content with distinct field keys.
// Run after changing a field: `node wordpress/tools/build-acf-json.mjs`; commit the JSON it writes
// (2-space JSON, as Prettier formats it; ACF reads any indentation).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Fixed, so regenerating unchanged fields gives byte-identical files. Bump it when fields change:
// ACF offers "Sync available" when a JSON file is newer than the group in the database.
const MODIFIED = 1795564800;
const IMAGE_TYPES = 'jpg, jpeg, png, webp, avif, svg';

const settings = {
  text: { default_value: '', maxlength: '', placeholder: '', prepend: '', append: '' },
  textarea: { default_value: '', maxlength: '', rows: 4, placeholder: '', new_lines: '' },
  wysiwyg: { default_value: '', tabs: 'all', toolbar: 'full', media_upload: 1, delay: 0 },
  number: {
    default_value: '',
    min: '',
    max: '',
    placeholder: '',
    step: '',
    prepend: '',
    append: '',
  },
  email: { default_value: '', placeholder: '', prepend: '', append: '' },
  url: { default_value: '', placeholder: 'https://' },
  link: { return_format: 'array' },
  image: {
    return_format: 'array',
    library: 'all',
    min_width: '',
    min_height: '',
    min_size: '',
    max_width: '',
    max_height: '',
    max_size: '',
    mime_types: IMAGE_TYPES,
    preview_size: 'medium',
  },
  gallery: {
    return_format: 'array',
    library: 'all',
    min: '',
    max: '',
    min_width: '',
    min_height: '',
    min_size: '',
    max_width: '',
    max_height: '',
    max_size: '',
    mime_types: IMAGE_TYPES,
    insert: 'append',
    preview_size: 'medium',
  },
  true_false: { message: '', default_value: 0, ui: 1, ui_on_text: '', ui_off_text: '' },
  time_picker: { display_format: 'H:i', return_format: 'H:i' },
  date_picker: { display_format: 'd.m.Y', return_format: 'Ymd', first_day: 1 },
  select: {
    choices: {},
    default_value: false,
    return_format: 'value',
    multiple: 0,
    allow_null: 0,
    ui: 0,
    ajax: 0,
    placeholder: '',
  },
  repeater: {
    layout: 'table',
    pagination: 0,
    min: 0,
    max: 0,
    collapsed: '',
    button_label: 'Add row',
    rows_per_page: 20,
  },
  group: { layout: 'block' },
  flexible_content: { min: '', max: '', button_label: 'Add module' },
};

/**
 * A field spec is `[name, type, label, extra?]`; `extra.sub_fields` holds specs too. Keys are
 * `field_<prefix>_<name>` so they are readable and unique across the three groups.
 */
function build(prefix, [name, type, label, extra = {}], parent = {}) {
  const key = `field_${prefix}_${name}`;
  const { sub_fields: subs, ...rest } = extra;
  const field = {
    key,
    label,
    name,
    'aria-label': '',
    type,
    instructions: '',
    required: 0,
    conditional_logic: 0,
    wrapper: { width: '', class: '', id: '' },
    ...parent,
    ...settings[type],
    ...rest,
  };
  if (subs)
    field.sub_fields = subs.map((spec) =>
      build(`${prefix}_${name}`, spec, type === 'repeater' ? { parent_repeater: key } : {}),
    );
  return field;
}

const required = { required: 1 };
const text = (name, label, extra) => [name, 'text', label, extra];
const number = (name, label, extra) => [name, 'number', label, extra];
const html = (name, label, extra) => [name, 'wysiwyg', label, extra];
const image = (name = 'image', label = 'Image', extra) => [name, 'image', label, extra];
const link = (name = 'button', label = 'Button') => [name, 'link', label];
const repeater = (name, label, subFields, extra = {}) => [
  name,
  'repeater',
  label,
  { ...extra, sub_fields: subFields },
];
const social = (name, label) => [
  name,
  'group',
  label,
  { sub_fields: [['url', 'url', `${label} URL`]] },
];

// DESIGN.md "Page modules": layout name → label and fields. No "message" notes in layouts: ACF
// would add them to every row of the REST output as `"note": null`.
const moduleLayouts = [
  [
    'hero',
    'Hero',
    [text('title', 'Title', required), text('subtitle', 'Subtitle'), image(), link()],
  ],
  ['big_text', 'Big text', [['text', 'textarea', 'Text', { ...required, rows: 3 }]]],
  ['rich_text', 'Rich text', [html('content', 'Content', required)]],
  [
    'image_left',
    'Image left, text right',
    [text('title', 'Title'), html('text', 'Text'), image(), link()],
  ],
  [
    'image_right',
    'Image right, text left',
    [text('title', 'Title'), html('text', 'Text'), image(), link()],
  ],
  [
    'gallery',
    'Gallery',
    [text('title', 'Title'), ['images', 'gallery', 'Images', { ...required, min: 1 }]],
  ],
  [
    'video',
    'Video',
    [
      text('title', 'Title'),
      [
        'video_url',
        'url',
        'Video URL',
        { ...required, instructions: 'A YouTube or Vimeo link; other providers are not shown.' },
      ],
      image('poster', 'Poster', {
        instructions: 'Shown until the visitor accepts functional cookies and plays the video.',
      }),
    ],
  ],
  [
    'process',
    'Process (steps)',
    [
      text('title', 'Title'),
      repeater(
        'steps',
        'Steps',
        [text('title', 'Title', required), ['text', 'textarea', 'Text', { rows: 3 }]],
        { ...required, min: 1, layout: 'block', button_label: 'Add step' },
      ),
    ],
  ],
  [
    'map',
    'Map',
    [
      text('title', 'Title'),
      number('lat', 'Latitude', {
        ...required,
        min: -90,
        max: 90,
        step: 'any',
        placeholder: '42.4411',
      }),
      number('lng', 'Longitude', {
        ...required,
        min: -180,
        max: 180,
        step: 'any',
        placeholder: '19.2627',
      }),
      number('zoom', 'Zoom', { min: 1, max: 20, step: 1, default_value: 15 }),
    ],
  ],
  ['packages', 'Birthday packages', [text('title', 'Title')]],
  ['price_list', 'Price list', [text('title', 'Title')]],
  [
    'testimonials',
    'Testimonials',
    [
      text('title', 'Title', {
        instructions: "Only with the page's own quotes; empty: the site options' title.",
      }),
      text('subtitle', 'Subtitle', {
        instructions: "Only with the page's own quotes; empty: the site options' subtitle.",
      }),
      repeater(
        'testimonials',
        'Testimonials',
        [
          text('name', 'Name', required),
          ['text', 'textarea', 'Text', { ...required, rows: 3 }],
          image(),
        ],
        {
          layout: 'block',
          button_label: 'Add testimonial',
          instructions:
            "Optional: this page's own quotes. Empty: the quotes from the site options.",
        },
      ),
    ],
  ],
  ['faq', 'FAQ', [text('title', 'Title')]],
  [
    'book_now',
    'Book now',
    [
      text('title', 'Title'),
      ['text', 'textarea', 'Text', { rows: 3 }],
      [
        'form',
        'select',
        'Form',
        {
          ...required,
          choices: {
            birthday: 'Birthday party',
            room: 'Escape room',
            team: 'Team-building enquiry (the form itself)',
          },
          default_value: 'birthday',
        },
      ],
    ],
  ],
];

function modulesField(prefix) {
  const field = build(prefix, [
    'modules',
    'flexible_content',
    'Modules',
    {
      instructions:
        'The sections of the page, top to bottom. Birthday packages, Price list, Testimonials ' +
        'and FAQ show their content from Site options; Map shows the footer address from Site options.',
    },
  ]);
  field.layouts = Object.fromEntries(
    moduleLayouts.map(([name, label, subs]) => {
      const key = `layout_${prefix}_${name}`;
      const subFields = subs.map((spec) =>
        build(`${prefix}_${name}`, spec, { parent_layout: key }),
      );
      return [key, { key, name, label, display: 'block', sub_fields: subFields, min: '', max: '' }];
    }),
  );
  return field;
}

function group(key, title, location, fields, extra = {}) {
  return {
    key,
    title,
    fields,
    location: [[location]],
    menu_order: 0,
    position: 'normal',
    style: 'default',
    label_placement: 'top',
    instruction_placement: 'label',
    hide_on_screen: '',
    active: true,
    description: '',
    show_in_rest: 1,
    ...extra,
    modified: MODIFIED,
  };
}

const opt = (spec) => build('cluville_opt', spec);
const options = group(
  'group_cluville_options',
  'Site options',
  { param: 'options_page', operator: '==', value: 'acf-options' },
  [
    text('prices_title', 'Prices title'),
    text('prices_subtitle', 'Prices subtitle'),
    html('prices_description', 'Prices description'),
    repeater(
      'price_list',
      'Price list',
      [
        text('title', 'Title', required),
        number('price', 'Price (EUR)', { min: 0, step: 'any', append: '€' }),
        text('note', 'Note'),
      ],
      { button_label: 'Add price' },
    ),
    repeater(
      'packages',
      'Birthday packages',
      [
        text('name', 'Name', required),
        number('price', 'Price (EUR)', { ...required, min: 0, step: 'any', append: '€' }),
        number('cake_price', 'Cake price (EUR)', {
          min: 0,
          step: 'any',
          append: '€',
          instructions: 'Taken off the price when the parent books without the cake.',
        }),
        number('children_included', 'Children included', {
          min: 1,
          step: 1,
          instructions: 'Each child beyond this costs 8 EUR extra.',
        }),
        number('duration_minutes', 'Duration (minutes)', { min: 0, step: 1 }),
        number('escape_rooms', 'Escape rooms played', {
          default_value: 1,
          min: 1,
          max: 4,
          step: 1,
          instructions:
            'How many escape rooms the party plays (one per team); each is held for its own session.',
        }),
        repeater('features', 'Features', [text('text', 'Text', required)], {
          button_label: 'Add feature',
        }),
        image(),
        [
          'highlighted',
          'true_false',
          'Highlighted',
          { message: 'Show this package as the recommended one' },
        ],
      ],
      { layout: 'block', button_label: 'Add package' },
    ),
    repeater(
      'party_extras',
      'Party extras',
      [
        text('name', 'Name', required),
        number('price', 'Price (EUR)', { ...required, min: 0, step: 'any', append: '€' }),
        [
          'per_child',
          'true_false',
          'Per child',
          { message: "The price is per child (multiplied by the party's children)" },
        ],
        number('max', 'Most a parent may take', {
          default_value: 1,
          min: 1,
          max: 99,
          step: 1,
          instructions: 'For extras that are not per child: the largest quantity on the form.',
        }),
      ],
      { button_label: 'Add extra' },
    ),
    html('packages_description', 'Packages description'),
    ['packages_disclaimer', 'textarea', 'Packages disclaimer', { rows: 3 }],
    text('testimonials_title', 'Testimonials title'),
    text('testimonials_subtitle', 'Testimonials subtitle'),
    repeater(
      'testimonials',
      'Testimonials',
      [
        text('name', 'Name', required),
        ['text', 'textarea', 'Text', { ...required, rows: 3 }],
        image(),
      ],
      { layout: 'block', button_label: 'Add testimonial' },
    ),
    repeater(
      'faq',
      'FAQ',
      [text('question', 'Question', required), html('answer', 'Answer', required)],
      { layout: 'block', button_label: 'Add question' },
    ),
    [
      'footer',
      'group',
      'Footer',
      {
        sub_fields: [
          text('address', 'Address'),
          [
            'contact_email',
            'email',
            'Contact e-mail',
            { instructions: 'Booking requests are sent here.' },
          ],
          text('phone', 'Phone'),
          text('hours_notice', 'Working hours notice'),
          repeater(
            'working_hours',
            'Working hours',
            [
              text('text', 'Days'),
              ['start', 'time_picker', 'Opens'],
              ['end', 'time_picker', 'Closes'],
            ],
            {
              instructions: 'Requested booking times must fall within these hours.',
              button_label: 'Add line',
            },
          ),
          text('socials_label', 'Socials label'),
          text('faq_link_label', 'FAQ link label'),
          social('instagram', 'Instagram'),
          social('facebook', 'Facebook'),
          social('twitter', 'Twitter / X'),
        ],
      },
    ],
  ].map(opt),
);

const pageModules = group(
  'group_cluville_page_modules',
  'Page modules',
  { param: 'post_type', operator: '==', value: 'page' },
  [modulesField('cluville_page')],
);

const room = group(
  'group_cluville_room',
  'Room',
  { param: 'post_type', operator: '==', value: 'room' },
  [
    ...[
      text('subtitle', 'Subtitle'),
      number('age_min', 'Age from', { min: 0, max: 18, step: 1 }),
      number('age_max', 'Age to', { min: 0, max: 99, step: 1 }),
      number('players_min', 'Players (min)', {
        min: 1,
        step: 1,
        instructions: 'Booking requests must be within min–max players.',
      }),
      number('players_max', 'Players (max)', { min: 1, step: 1 }),
      number('duration_minutes', 'Duration (minutes)', { min: 1, step: 1 }),
      number('difficulty', 'Difficulty', {
        min: 1,
        max: 5,
        step: 1,
        instructions: '1 (easiest) to 5.',
      }),
      number('price_from', 'Price from (EUR per group)', {
        min: 0,
        step: 1,
        instructions:
          'Lowest price of one game in this room for a whole group, in euros (e.g. 2 players × 15 € = 30). Shown as "from … €" on room cards and the room page; leave empty to show no price.',
      }),
      [
        'teaser',
        'textarea',
        'Teaser',
        { rows: 3, instructions: 'Shown on room cards; the excerpt is used when empty.' },
      ],
      ['gallery', 'gallery', 'Gallery'],
    ].map((spec) => build('cluville_room', spec)),
    modulesField('cluville_room'),
  ],
  { menu_order: 1 },
);

// The booking grid (src/content/wordpress/booking-settings.ts maps it; defaults there and in the
// snapshot). One group field `booking` on the same options page, so it arrives as `acf.booking`.
const weekdays = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
const datePicker = (name, label) => [
  name,
  'date_picker',
  label,
  { display_format: 'd.m.Y', return_format: 'Ymd', first_day: 1 },
];
const booking = group(
  'group_cluville_booking',
  'Booking settings',
  { param: 'options_page', operator: '==', value: 'acf-options' },
  [
    build('cluville_booking', [
      'booking',
      'group',
      'Booking',
      {
        sub_fields: [
          repeater(
            'opening_hours',
            'Opening hours',
            [
              [
                'weekday',
                'select',
                'Weekday',
                { ...required, choices: weekdays, default_value: '1' },
              ],
              ['open', 'time_picker', 'Opens', required],
              ['close', 'time_picker', 'Closes', required],
            ],
            {
              instructions:
                "One row per weekday (two for a split day); a weekday without a row is closed. The footer's working hours describe these in words.",
              button_label: 'Add hours',
            },
          ),
          number('slot_step', 'Slot step (minutes)', {
            default_value: 30,
            min: 5,
            max: 240,
            step: 1,
            instructions: 'Start times are offered every this many minutes from opening.',
          }),
          number('buffer_minutes', 'Buffer after a session (minutes)', {
            default_value: 15,
            min: 0,
            max: 240,
            step: 1,
            instructions: 'Kept free after each session to reset the room.',
          }),
          number('lead_hours', 'Lead time (hours)', {
            default_value: 24,
            min: 0,
            max: 1440,
            step: 1,
            instructions: 'A start can be requested until this many hours before it.',
          }),
          number('days_ahead', 'Days ahead', {
            default_value: 120,
            min: 1,
            max: 730,
            step: 1,
            instructions: 'How far ahead parents can request a time.',
          }),
          number('party_halls', 'Party halls', {
            default_value: 2,
            min: 0,
            max: 20,
            step: 1,
            instructions: 'Birthdays that can take place at the same time.',
          }),
          number('game_offset_minutes', 'Game starts after (minutes)', {
            default_value: 0,
            min: 0,
            max: 720,
            step: 1,
            instructions:
              "How long after a party's start its escape-room game begins; the room is held from then.",
          }),
          repeater(
            'closed_dates',
            'Closed dates',
            [
              datePicker('from', 'From'),
              datePicker('to', 'To (empty: one day)'),
              text('label', 'Label'),
            ],
            {
              instructions:
                'Holidays and private events: no time is offered from the first to the last day.',
              button_label: 'Add closed dates',
            },
          ),
        ],
      },
    ]),
  ],
  {
    menu_order: 2,
    description:
      'The booking grid. Per language like the other options; keep both languages the same.',
  },
);

/** The four field groups, as the files in `wordpress/acf-json/` hold them. */
export const fieldGroups = [options, pageModules, room, booking];

// Written only when run as a script; the test imports the groups to compare with the files.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'acf-json');
  for (const fieldGroup of fieldGroups) {
    writeFileSync(
      path.join(dir, `${fieldGroup.key}.json`),
      `${JSON.stringify(fieldGroup, null, 2)}\n`,
    );
  }
}
