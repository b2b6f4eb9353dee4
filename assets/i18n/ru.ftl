## Окно настроек
settings-language = Язык
settings-language-system = Системный ({ $language })
settings-letters = Буквы фигур
settings-letters-language = Языка ({ $letters })
settings-letters-english = Английские ({ $letters })

## Доска, как её читает экранный диктор
square-empty = { $square }, пусто
square-piece = { $square }, { $piece }
piece-white-king = белый король
piece-white-queen = белый ферзь
piece-white-rook = белая ладья
piece-white-bishop = белый слон
piece-white-knight = белый конь
piece-white-pawn = белая пешка
piece-black-king = чёрный король
piece-black-queen = чёрный ферзь
piece-black-rook = чёрная ладья
piece-black-bishop = чёрный слон
piece-black-knight = чёрный конь
piece-black-pawn = чёрная пешка
mark-selected = выбрано
mark-can-take = можно взять
mark-can-go = можно пойти
mark-last-move = последний ход
mark-check = шах
mark-picked-up = поднята

## Количества
games-count =
    { $count ->
        [one] { $count } партия
        [few] { $count } партии
       *[many] { $count } партий
    }

## Строки под списком ходов и меню «Партия»
control-back-to-game = Вернуться к партии
control-continue = Продолжить отсюда…
control-continue-hover = Начать партию с показанной позиции, сохранив ходы, которые к ней привели
control-practice = Тренироваться отсюда
control-practice-hover = Играть за сторону, чей ход, против компьютера в полную силу, каждый ход оценивается
control-new-game = Новая партия…
control-flip = Перевернуть доску
control-engine = Движок
control-engine-off = Выключить движок
control-engine-hover = Показывает лучшие варианты движка, его оценку и стрелки для показанной позиции
control-threat = Показать угрозу
control-threat-off = Скрыть угрозу
control-threat-hover = Чем угрожает сторона, только что сделавшая ход: варианты движка с пропуском хода, красным
control-stop-report = Остановить отчёт
control-stop-report-hover = Останавливает отчёт о партии; найденное сохраняется
control-report = Отчёт о партии
control-report-hover = Движок по каждому ходу: оценки, отмеченные ошибки, лучшие варианты
control-learn = Учиться на ошибках: { $name }
control-learn-hover = Неточности, ошибки и зевки из отчёта как задачи
control-show-move = Показать ход
control-hint = Подсказка
control-hint-hover = Показывает фигуру, которой ходить, затем ход
control-take-back = Взять назад
control-take-back-hover = Отменяет ваш последний ход и ответ компьютера
control-takeback = Возврат хода…
control-takeback-hover = Просит соперника разрешить взять последний ход назад
control-resume-clocks = Возобновить часы
control-pause-clocks = Остановить часы
control-start = Начало
control-back = На ход назад
control-forward = На ход вперёд
control-latest = Последний ход
control-puzzles = Учиться на ошибках: { $name }: { $at } из { $total } · решено { $solved } · не решено { $failed }
control-show-answer = Показать ответ
control-next = Далее
control-skip = Пропустить
control-stop = Стоп
control-retry = Повторить
control-restart-engine = Перезапустить движок
control-two-people = Продолжить вдвоём

## Переключатели и ответы меню «Партия»
control-auto-flip = Автоповорот
control-auto-flip-hover = Поворачивать доску после каждого хода, чтобы ходящий был внизу
control-figurines = Фигурки
control-figurines-hover = Значки фигур в списке ходов вместо букв
control-settings = Настройки…
control-shortcuts = Сочетания клавиш
control-allow-takeback = Разрешить возврат хода
control-refuse-takeback = Отказать в возврате хода
control-accepts-draw = { $name } принимает ничью
control-declines-draw = { $name } отклоняет ничью
control-offers-draw = { $name } предлагает ничью
control-resigns = { $name } сдаётся…
control-result = Результат
control-result-unknown = * (неизвестен)
control-result-hover = Результат партии; правки ходов его сохраняют
control-quit = Выйти

## Меню «Файл»
file-open = Открыть…
file-new-analysis = Новый анализ
file-analyse-position = Анализировать эту позицию
file-set-up = Расставить позицию…
file-set-up-hover = Расставлять фигуры мышью, начиная с показанной позиции
file-save = Сохранить
file-save-as = Сохранить как…
file-recent = Недавние партии…
file-paste = Вставить партию или FEN
file-copy-pgn = Копировать PGN
file-copy-fen = Копировать FEN
file-export-image = Экспорт изображения…
file-copy-image = Копировать изображение

## Поля игроков
side-white = Белые
side-black = Чёрные
player-name = Имя: { $side }
player-clock-recorded = Показание часов, записанное в партии
player-resign-name = Сдаться ({ $name })
player-has-offered = { $name } предложил(а) ничью
player-offer-name = Предложить ничью ({ $name })
player-offer-disabled = Ничью можно предложить, пока партия идёт
claim-threefold = троекратное повторение позиции
claim-fifty = правило 50 ходов
player-claim = Потребовать ничью ({ $claim })
player-offers = { $name } предлагает ничью.
player-accept-draw = Принять ничью
player-decline = Отклонить
player-asks-takeback = { $name } просит взять назад последний ход.
player-allow-takeback = Разрешить возврат
player-refuse = Отказать
player-claim-with = Потребовать ничью ходом { $move }
player-claim-with-hover = Делает ход { $move } и требует ничью по правилу: { $claim }

## Поле ввода ходов
field-hint = Введите ход
field-hover = Введите ход ({ $examples }) или resign, draw, takeback, flip, clock, who, help; Enter переводит сюда фокус
field-game-over = Партия окончена.
field-no-claim = Этим ходом нельзя потребовать ничью.
field-no-game = Нет идущей партии, чтобы сдаться.
field-no-takeback = Нет хода, который можно взять назад.
field-no-clock = У партии нет часов.
field-help = Ходы: { $examples }; поле поднимает фигуру. Слова: сдаться, ничья (ничья { $claim } требует ничью ходом), отменить, перевернуть, часы, кто, помощь.
field-to-move = Ход: { $name } ({ $side })
field-played = ; { $name } сыграл(а) { $move }

## Окно настроек: доска, игра, звук, движок
settings-title = Настройки
settings-new-games = Новые партии
settings-engine = Движок
settings-book = Дебютная книга
settings-board = Доска
theme-brown = Коричневая
theme-blue = Синяя
theme-green = Зелёная
theme-grey = Серая
settings-slide = Скольжение фигур
speed-off = Нет
speed-fast = Быстро
speed-normal = Обычно
speed-slow = Медленно
settings-show = Показывать
settings-coordinates = Координаты на доске
settings-dots = Точки на возможных ходах
settings-figurines = Значки фигур в списке ходов
settings-play = Игра
settings-auto-flip = Поворачивать доску после каждого хода
settings-takebacks = Разрешать возврат ходов против компьютера
settings-sound = Звук
settings-sounds = Звуки
settings-volume = громкость
settings-found = { $path } (найден)
settings-no-engine = не найден: apt install stockfish
settings-choose = Выбрать…
settings-choose-engine = Выбрать движок
settings-default = По умолчанию
settings-threads = Потоки
settings-engine-threads = Потоки движка
settings-hash = Хеш (МБ)
settings-hash-name = Хеш в МБ
settings-lines = Варианты
settings-bar-wdl = Шкала оценки показывает ожидаемый результат (победа/ничья/поражение)
settings-bar-wdl-hover = Где движок сообщает шансы; иначе шансы по оценке
settings-report = Отчёт о партии:
settings-depth = глубина
settings-report-depth = Глубина отчёта
settings-seconds = секунд на ход
settings-report-seconds = Секунд на ход для отчёта
settings-no-book = нет (файл Polyglot .bin)
settings-choose-book = Выбрать дебютную книгу
settings-remove = Убрать
settings-remove-book-hover = Ходы книги больше не показываются
settings-stop-book = Не использовать дебютную книгу
settings-computer-book = Компьютер играет дебют по книге (уровни 6–10)
settings-tables = Эндшпильные таблицы (Syzygy), кроме syzygy/ в папке данных:
settings-remove-tables-hover = Таблицы из этой папки больше не читаются
settings-remove-folder = Убрать { $folder }
settings-tables-field = Папка эндшпильных таблиц
settings-add = Добавить
settings-add-disabled = Введите путь к папке с файлами .rtbw и .rtbz
settings-choose-tables = Выбрать папку эндшпильных таблиц
settings-time-control = Контроль времени
settings-time-field = Контроль времени новой партии
settings-or-untimed = { $error }, или без часов

## Игроки новой партии
settings-new-white = Белые в новой партии
settings-new-black = Чёрные в новой партии

## Окно «Новая партия»
new-title = Новая партия
new-title-continue = Продолжить отсюда
new-start = Начать партию
new-cancel = Отмена
new-person = Человек
new-computer = Компьютер
new-side-person = { $side }: человек
new-side-computer = { $side }: компьютер
new-side-level = { $side }: уровень компьютера
new-level-full = Уровень { $number } (полная сила)
new-level-about = Уровень { $number } (около { $rating })
computer-provisional = Компьютер, Rookery уровень { $level }
computer-name = { $engine }, Rookery уровень { $level }
player-computer-short = Уровень { $level } · { $engine }
player-computer = Компьютер
new-cannot-play = Компьютер не может играть: { $why }
new-time-control = Контроль времени
new-untimed = Без часов
new-custom = Своё
new-odds = Разное время для сторон (фора по времени)
new-side-colon = { $side }:
new-minutes = Минуты: { $side }
new-seconds = Секунд на ход: { $side }
new-delay = Добавка или задержка: { $side }
new-from-shown = Партия начинается с показанной позиции.
new-goes-on =
    Партия продолжается с показанной позиции, с сохранением { $count ->
        [one] { $count } полухода
       *[other] { $count } полуходов
    }, которые к ней привели.
new-already-over = Правила уже завершают там партию: { $why }.
new-fen-title = Начальная позиция (FEN, пусто — обычная)
new-fen-name = Начальная позиция (FEN)
new-960 = Chess960 №
new-960-name = Номер Chess960
new-use = Применить
new-use-hover = Начать с этой позиции Chess960 (518 — обычная)
new-random = Случайная
new-set-up = Расставить на доске…
new-set-up-hover = Расставить фигуры мышью
new-last = Использовать последнюю позицию
new-legal = ✔ допустимая позиция

## Список сочетаний клавиш (F1)
shortcuts-title = Сочетания клавиш
help-new-game = Новая партия…
help-new-analysis = Новый анализ
help-set-up-a-position = Расставить позицию…
help-open-a-pgn-file = Открыть файл PGN…
help-save = Сохранить
help-save-as = Сохранить как…
help-paste-a-game-pgn-or-a = Вставить партию (PGN) или позицию (FEN)
help-undo-an-edit-in-a-game = Отменить правку (в идущей партии: попросить вернуть последний ход)
help-redo = Повторить
help-mark-the-move = Отметить ход ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Удалить показанный ход и всё после него
help-quit = Выйти
help-accept-the-draw-offered-or-allow = Принять предложенную ничью или разрешить возврат хода
help-decline-the-draw-offered-or-refuse = Отклонить предложенную ничью или отказать в возврате хода
help-flip-the-board = Перевернуть доску
help-the-board-s-squares-the-arrows = Поля доски: стрелки ходят по ним, Enter или пробел берёт и ставит
help-type-a-move-nf3-e2e4-o = Ввести ход (Кf3, e2e4, O-O) или сдаться, ничья, отменить, перевернуть, часы, кто, помощь
help-engine-on-or-off-analysis-board = Движок вкл. или выкл. (доска анализа)
help-show-threat-what-the-side-that = Показать угрозу: чем грозит сторона, только что сделавшая ход (доска анализа)
help-game-report-the-engine-over-every = Отчёт о партии: движок по каждому ходу
help-hint-against-the-computer-the-piece = Подсказка против компьютера: фигура, затем ход
help-one-move-back = На ход назад
help-one-move-forward = На ход вперёд
help-the-start = Начало
help-the-latest-move = Последний ход
help-this-list = Этот список
help-the-menus-between-them-and-enter = Меню: ← → между ними, ↑ ↓ и Enter внутри, Esc закрывает
help-the-file-game-and-move-menus = Меню «Файл», «Партия» и «Ход»
key-first-letter = первая буква хода
key-right-click = правый щелчок
key-right-drag = Перетаскивание правой
key-delete = Delete
key-enter = Enter
key-shift = Shift
key-home = Home
key-ctrl = Ctrl
key-or = или
key-alt = Alt
key-end = End
key-esc = Esc
help-put-a-selected-piece-back = Вернуть выбранную фигуру
help-close-the-editor = Закрыть редактор позиции (как «Отмена»)
help-draw-an-arrow-a-circle-shift = Нарисовать стрелку, круг (Shift или Ctrl: красный, Alt: синий, оба: жёлтый)
help-choose-and-open-a-game-in = Выбрать и открыть партию в списке

## Строка состояния и результат
status-to-move = Ход: { $name }
status-to-move-check = Ход: { $name } — шах
status-checkmated = { $name }: мат
status-stalemated = { $name }: пат
end-checkmate = { $winner } побеждает матом
end-stalemate = Ничья: пат
end-insufficient = Ничья: ни одна сторона не может поставить мат (мёртвая позиция)
end-dead = Ничья — мёртвая позиция: никакая последовательность ходов не ведёт к мату
end-fivefold = Ничья: пятикратное повторение
end-seventy-five = Ничья по правилу 75 ходов
end-threefold = Ничья: троекратное повторение (потребовал(а) { $name })
end-fifty = Ничья по правилу 50 ходов (потребовал(а) { $name })
end-agreement = Ничья по соглашению
end-resigns = { $name } сдаётся
end-time = { $winner } побеждает по времени
end-time-insufficient = Ничья — у { $flagged } упал флажок, но { $other } не может поставить мат
end-wins = { $winner } побеждает
end-draw = Ничья
end-ongoing = Партия идёт

## Вопросы и сообщения над доской
resign-title = Сдаться за { $name }?
resign-winner = { $name } выиграет партию.
resign-button = Сдаться
resign-keep = Играть дальше
over-analyse = Анализ
over-analyse-hover = Разобрать партию: пробовать другие ходы, комментировать, рисовать стрелки
over-close = Закрыть
restored-analysis = Анализ восстановлен
restored-analysis-words = Ваш анализ вернулся таким, каким вы его оставили: правки ещё не сохранены.
restored-analysis-of = Ваш анализ { $file } вернулся таким, каким вы его оставили: правки ещё не сохранены.
restored-go-on = Продолжить
restored-game = Партия восстановлена
restored-game-words =
    { $white } — { $black }: партия продолжается с того места, где остановилась, после { $count ->
        [one] { $count } хода
       *[other] { $count } ходов
    }.
restored-paused = Часы стоят, пока вы не продолжите.
restored-resume = Продолжить
restored-continue = Продолжить
unsaved-title = Сохранить изменения в { $name }?
unsaved-this = этот анализ
unsaved-before-open = Ваши ходы, комментарии и рисунки пропадут, если не сохранить их перед открытием другой партии.
unsaved-before-practice = Ваши ходы, комментарии и рисунки пропадут, если не сохранить их перед тренировкой с этой позиции.
unsaved-before-quit = Ваши ходы, комментарии и рисунки пропадут, если не сохранить их перед выходом.
unsaved-save = Сохранить
unsaved-discard = Не сохранять

## Область движка
engine-report-progress = Отчёт: ход { $done } из { $total }
engine-stop = Стоп
engine-stop-hover = Найденное сохраняется
engine-go-on = Продолжить
engine-go-on-hover = Отчёт продолжится с места остановки
engine-choose = Выбрать движок…
engine-stopped-report = Отчёт о партии остановился на ходу { $moves }, когда Rookery был закрыт; найденное сохранено.
engine-depth = глубина { $depth }
engine-thinking = Движок думает… ({ $keys } выключает его)
engine-no-threat = Нет угрозы: { $side } под шахом или партия окончена.
engine-threat-off = ({ $keys } выключает угрозу)
engine-threat = Угроза ({ $score }): { $line }
engine-looking = Ищем, чем грозят { $side }…
engine-threat-hover = Что сыграли бы { $side }, если бы снова был их ход ({ $keys } выключает)
engine-checkmate = Мат
engine-stalemate = Пат
engine-wdl-hover = Шансы белых на победу, ничью и поражение по оценке движка
engine-wdl-line = { $wdl } (белых, в промилле: победа/ничья/поражение)
engine-line-name = Вариант { $at } из { $total }: { $score } { $line }; Enter играет его до { $move }
engine-play-line = Внести вариант до этого хода в запись
engine-graph = Шансы белых по ходу партии

## Заголовок партии, таблицы, книга и обозреватель
header-has-offered = { $name } предложил(а) ничью.
header-time-control = Контроль времени { $control }
header-time-control-paused = Контроль времени { $control } — часы остановлены
header-round = { $event }, тур { $round }
header-read-error = ⚠ Прочитано до ошибки: { $error }.
header-rules-start = Правила завершили бы эту партию в начале: { $result }.
header-rules-after = Правила завершили бы эту партию после { $move }: { $result }.
tables-title = Таблицы: ход { $side }, { $outcome }
tables-win = выигрыш
tables-cursed-win = проклятый выигрыш
tables-draw = ничья
tables-blessed-loss = благословенный проигрыш
tables-loss = проигрыш
tables-mate = мат
tables-play-hover = Внести в запись
tables-dtz-hover = DTZ: полуходы до следующего взятия или хода пешкой при лучшей игре сторон; не ходы до мата. У каждого хода считается после него, со стороны соперника.
tables-practice = Сыграть против таблиц
tables-practice-hover = Играйте за сторону, чей ход; компьютер защищается безупречно
book-title = Книга:
book-hover = Вес { $weight }: внести в запись
book-name = Ход из книги { $move }, { $share } процентов

## Вкладки списка ходов и обозреватель
tab-moves = Ходы
tab-explorer = Обозреватель
tab-explorer-progress = Обозреватель { $percent }%
explorer-pasted = вставленные партии
explorer-playing = Проигрываются все партии { $file }…
explorer-cancel = Отмена
explorer-stopped = Обозреватель { $file } остановлен.
explorer-again = Обозреть снова
explorer-failed = Обозреватель не смог прочитать { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } партия
        [few] { $shown } партии
       *[many] { $shown } партий
    }
explorer-reaching = Партии с этой позицией
explorer-reaching-hover = Показать партии файла с этой позицией
explorer-none-reach = Ни одна партия { $file } не приходит к этой позиции.
explorer-none-on = Ни одна партия не продолжилась отсюда.
explorer-limit = Обозреватель учитывает ходы первых { $plies } полуходов (до { $moves }-го хода), как на lichess.
explorer-replaying = Проигрываются партии, которые могут прийти к этой позиции…
explorer-stop = Стоп
explorer-replay-hover = Проиграть партии файла, которые могут к ней прийти, и показать их
explorer-during-game = Во время партии ходы делаются на доске
explorer-no-result = результат неизвестен
explorer-shares = Белые { $white }%, ничьи { $draws }%, чёрные { $black }%

## Панель файла и список ходов
bar-analysis = Анализ
bar-new-game = Новая партия
bar-games = Партии ({ $count })
bar-games-hover = Список партий открытого файла
moves-none = Ходов пока нет.

## Знаки комментария
glyph-1 = Хороший ход
glyph-2 = Ошибка
glyph-3 = Блестящий ход
glyph-4 = Зевок
glyph-5 = Интересный ход
glyph-6 = Сомнительный ход
glyph-10 = Равная позиция
glyph-13 = Неясная позиция
glyph-14 = У белых немного лучше
glyph-15 = У чёрных немного лучше
glyph-16 = У белых лучше
glyph-17 = У чёрных лучше
glyph-18 = Белые выигрывают
glyph-19 = Чёрные выигрывают
glyph-146 = Новинка
glyph-32 = Перевес в развитии
glyph-36 = Инициатива
glyph-40 = Атака
glyph-132 = Контригра
glyph-138 = Цейтнот
glyph-44 = С компенсацией
glyph-140 = С идеей
glyph-22 = Цугцванг

## Панель анализа и меню «Ход»
analysis-undo = Отменить { $what } ({ $keys })
analysis-redo = Повторить { $what } ({ $keys })
analysis-undo-nothing = Отменить ({ $keys })
analysis-redo-nothing = Повторить ({ $keys })
analysis-move-menu-hover = Поднять, сделать главным, удалить, копировать показанный ход
analysis-position-glyphs = Как обстоит позиция
analysis-observation-glyphs = Новинка, инициатива, атака…
analysis-more-glyphs = Знаки, которым нет места в строке
analysis-start = начало
analysis-before = Перед { $name }…
analysis-comment-on = Комментарий к { $name }…
analysis-promote = Поднять вариант
analysis-main-line = Сделать главным вариантом
analysis-delete-from = Удалить отсюда
analysis-delete-variation = Удалить вариант
analysis-collapse = Свернуть вариант
analysis-comment = Комментарий…
analysis-glyphs = Знаки
analysis-copy-line = Копировать вариант как PGN

## Названия меню
menu-file = Файл
menu-game = Партия
menu-move = Ход
menu-name = Меню «{ $title }»

## Окна файлов: путь, выбор сохранения, перетащенный файл
prompt-open = Открыть файл PGN
prompt-open-action = Открыть
prompt-save = Сохранить партию
prompt-save-action = Сохранить
prompt-engine = Выбрать шахматный движок
prompt-choose-action = Выбрать
prompt-export = Экспортировать изображение доски
prompt-export-action = Экспорт
prompt-append = Добавить файл PGN
prompt-append-action = Добавить
prompt-copy = Копировать партию в файл
prompt-copy-action = Копировать
prompt-tables = Добавить папку эндшпильных таблиц
prompt-add-action = Добавить
prompt-book = Выбрать дебютную книгу
prompt-open-words = Введите путь к файлу, перетащите файл в окно или укажите его в командной строке (rookery ФАЙЛ.pgn).
prompt-save-words = Введите путь для сохранения партии.
prompt-engine-words = Введите путь к программе UCI-движка.
prompt-export-words = Введите путь к изображению: .png или .svg для позиции, .gif для партии.
prompt-append-words = Введите путь к файлу PGN, партии которого добавить.
prompt-copy-words = Введите путь к файлу PGN, в который добавить партию (создаётся, если его нет).
prompt-tables-words = Введите путь к папке с таблицами Syzygy (файлы .rtbw и .rtbz).
prompt-book-words = Введите путь к книге Polyglot (файл .bin).
prompt-path = Путь
prompt-name-alone = Одно имя ищется в { $folder }
prompt-cancel = Отмена
choice-holds = Эта партия из { $name }, где ещё { $count } партий.
choice-write-back = Записать обратно в { $name }
choice-write-back-hover = Остальные партии копируются без изменений
choice-alone = Сохранить только эту партию как…
drop-open = Отпустите, чтобы открыть { $name }
drop-not-pgn = { $name } — не файл PGN
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Шахматные партии (PGN)

## Список партий
list-title = Партии в { $file }
list-pasted = Вставленные партии
list-search = Поиск
list-search-hint = игрок, турнир, место, дебют или год (регистр и диакритика не важны)
list-search-name = Искать в партиях
list-of = { $shown } из { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = начальную позицию
list-after = позицию после { $line }
list-only =
    Только { $count ->
        [one] партия
       *[other] партии ({ $shown })
    }, приходящие в { $position }
list-show-all = Показать все партии
list-stopped = Чтение остановлено: в списке найденные партии.
list-sort-hover = Сортировать по столбцу (ещё раз — обратно)
column-white = Белые
column-black = Чёрные
column-result = Результат
column-date = Дата
column-event = Турнир
column-opening = Дебют
column-elo = Эло
column-moves = Ходы

## Что слышит экранный диктор по ходу партии
say-moved = { $name }: { $move }
say-passes = пропускает ход
say-to-move = Ход: { $name } ({ $side })
say-offers = { $name } предлагает ничью
say-asks-takeback = { $name } просит взять назад последний ход
say-can-claim = { $name } может потребовать ничью: { $claim }
say-low-time = У { $name } мало времени
say-castles-short = короткая рокировка
say-castles-long = длинная рокировка
say-move = { $piece } { $square }
say-takes = { $piece } бьёт { $square }
say-check = шах
say-checkmate = мат
role-king = король
role-queen = ферзь
role-rook = ладья
role-bishop = слон
role-knight = конь
role-pawn = пешка
role-piece = фигура

## Расстановка позиции
editor-title = Расставить позицию
editor-over = Допустима, но окончена: { $why }
editor-legal = Допустимая позиция
editor-play = Играть отсюда…
editor-play-hover = Выбрать игроков и контроль времени, затем играть
editor-analyse = Анализ
editor-analyse-hover = Открыть на доске анализа
editor-cancel-hover = Вернуться к партии, как она была
editor-hand = Перетаскивайте фигуры; за доску — убрать
editor-eraser = Щёлкните по полям, чтобы очистить их
editor-piece = Щёлкните по полям, чтобы поставить
editor-start = Начальная
editor-start-hover = Обычная начальная позиция
editor-clear = Очистить
editor-clear-hover = Пустая доска
editor-flip = Перевернуть
editor-flip-hover = Перевернуть доску
editor-960 = 960 №
editor-set = Поставить
editor-to-move = Ход:
editor-castling = Рокировка:
editor-castling-off = Король и эта ладья стоят не там, где возможна рокировка
editor-en-passant = Взятие на проходе:
editor-en-passant-name = Поле взятия на проходе
editor-half-moves = Полуходы:
editor-half-moves-name = Полуходы после взятия или хода пешкой
editor-move = Ход:
editor-move-name = Номер хода

## Правка файла партий
edits-one = партию { $number }
edits-one-players = партию { $number } ({ $white } – { $black })
edits-many = партии ({ $count })
edits-add = Добавить партию с доски
edits-add-hover = Добавляет её в конец файла; остальные партии не меняются
edits-choose-hint = Ctrl+щелчок (или Ctrl+пробел) выбирает ещё партии, Shift+щелчок — ряд
edits-delete = Удалить { $what }…
edits-copy = Копировать { $what } в…
edits-append = Добавить файл…
edits-duplicates = Удалить дубликаты
edits-duplicates-hover = Более поздние копии партий с теми же ходами, турниром, местом, датой, туром, игроками и результатом
edits-undo = Отменить
edits-undo-hover = Отменить: { $what }
edits-delete-title = Удалить { $what } из { $name }?
edits-rewritten = Файл перезаписывается; «Отменить» вернёт удалённое.
edits-delete-button = Удалить

## Почему расставленная позиция невозможна
number-words = { $count }
list-and = { $first } и { $last }
list-comma = { $first }, { $last }
editor-no-king = У стороны «{ $side }» нет короля
editor-kings = У стороны «{ $side }» королей: { $count }
editor-pawn-back-rank = пешка не может стоять на первой или последней горизонтали ({ $squares })
editor-opposite-check = { $side } под шахом, но ход за стороной «{ $mover }»: сторона без хода не может быть под шахом
editor-impossible-check = Король стороны «{ $side }» под шахом, который не мог дать ни один последний ход
editor-too-many-pawns = У стороны «{ $side }» { $count } пешек: у стороны их не больше восьми
editor-queens =
    { $count ->
        [one] { $number } ферзь
        [few] { $number } ферзя
       *[many] { $number } ферзей
    }
editor-rooks =
    { $count ->
        [one] { $number } ладья
        [few] { $number } ладьи
       *[many] { $number } ладей
    }
editor-knights =
    { $count ->
        [one] { $number } конь
        [few] { $number } коня
       *[many] { $number } коней
    }
editor-light-bishops =
    { $count ->
        [one] { $number } белопольный слон
        [few] { $number } белопольных слона
       *[many] { $number } белопольных слонов
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } чернопольный слон
        [few] { $number } чернопольных слона
       *[many] { $number } чернопольных слонов
    }
editor-pawns =
    { $count ->
        [one] { $number } пешка
        [few] { $number } пешки
       *[many] { $number } пешек
    }
editor-material = У стороны «{ $side }»: { $pieces }
editor-material-missing = У стороны «{ $side }»: { $pieces }; { $promoted } от превращения, но { $missing }
editor-promoted =
    { $count ->
        [one] { $number } фигура должна быть
        [few] { $number } фигуры должны быть
       *[many] { $number } фигур должны быть
    }
editor-missing =
    { $count ->
        [one] не хватает лишь { $number } пешки
        [few] не хватает лишь { $number } пешек
       *[many] не хватает лишь { $number } пешек
    }
editor-piece-on = { $piece } на { $square }
editor-close-checks = { $side }: { $first } и { $second } оба шахуют вплотную (или с расстояния хода коня): ни один ход не даёт двух таких шахов
editor-line-not-opened = { $side }: { $first } и { $second } оба шахуют, но ни один ход этой фигуры ({ $mover }) не мог открыть линию другой ({ $slider }) ({ $squares })
editor-check-unmoved = { $side }: { $piece } шахует, но не мог ходить: пешка на своей второй горизонтали ещё не ходила
editor-check-blocked = { $side }: { $piece } шахует, но все поля, откуда он мог прийти ({ $squares }), заняты
editor-pawn-files = Пешки стороны «{ $side }» не могли прийти каждая со своей вертикали: пешка меняет вертикаль только взятием, на одну за каждую пройденную горизонталь
editor-pawn-from = { $square } с вертикали { $file }
editor-pawn-captures = Пешкам стороны «{ $side }» нужно не меньше { $captures }, чтобы так стоять ({ $moved }), но сторона «{ $other }» { $lost }
editor-captures =
    { $count ->
        [one] { $number } взятие
        [few] { $number } взятия
       *[many] { $number } взятий
    }
editor-lost =
    { $count ->
        [0] не потеряла ни одной фигуры
        [one] потеряла лишь { $number } фигуру
        [few] потеряла лишь { $number } фигуры
       *[many] потеряла лишь { $number } фигур
    }
editor-castling-rights = права на рокировку не соответствуют королям и ладьям
editor-bad-en-passant = на этом поле взятие на проходе невозможно
editor-not-legal = позиция недопустима
fen-castling-dropped = Право рокировки ладьи на { $square } снято: { $why }.
fen-no-white-rook = на { $square } нет белой ладьи
fen-no-black-rook = на { $square } нет чёрной ладьи
fen-king-not-home = король стороны «{ $side }» не на своей первой горизонтали, откуда начинается рокировка
fen-other-rook = сторона «{ $side }» уже рокирует с другой ладьёй с этой стороны короля
fen-ep-dropped = Поле взятия на проходе { $square } снято: { $why }.
fen-ep-rank-white = при ходе белых поле взятия на проходе — на шестой горизонтали
fen-ep-rank-black = при ходе чёрных поле взятия на проходе — на третьей горизонтали
fen-ep-no-black-pawn = на { $square } нет чёрной пешки, как после двойного хода
fen-ep-no-white-pawn = на { $square } нет белой пешки, как после двойного хода
fen-ep-no-white-taker = ни одна белая пешка не может взять на { $square }
fen-ep-no-black-taker = ни одна чёрная пешка не может взять на { $square }

## FEN, который нельзя прочесть
fen-invalid = неверный FEN: { $part }
fen-not-fen = текст не является FEN
fen-bad-board = расстановка фигур (первое поле) неверна
fen-bad-board-ranks = расстановка фигур (первое поле) неверна: 8 горизонталей по 8 полей, начиная с a8
fen-bad-pocket = запас неверен
fen-bad-turn = очередь хода (второе поле) должна быть w или b
fen-bad-castling = права на рокировку (третье поле) неверны
fen-bad-ep = поле взятия на проходе (четвёртое поле) неверно
fen-bad-checks = оставшиеся шахи неверны
fen-bad-halfmoves = счётчик полуходов (пятое поле) — не число
fen-bad-fullmoves = номер хода (шестое поле) — не положительное число
fen-illegal = недопустимая позиция: { $reasons }
fen-empty-board = доска пуста
fen-missing-king = не хватает короля
fen-too-many-kings = у стороны больше одного короля
fen-back-rank-pawns = пешки стоят на первой или последней горизонтали
fen-bad-ep-square = поле взятия на проходе не следует за двойным ходом пешки
fen-opposite-check = сторона без хода под шахом
fen-impossible-check = шах невозможен
fen-too-much-material = материала больше, чем может быть в партии
fen-variant = нарушено правило варианта

## Уведомления: файлы, автосохранение, настройки
notice-explorer-failed = Не удалось построить обозреватель: { $why }.
notice-search-failed = Не удалось найти партии с этой позицией: { $why }. Ничего не изменено.
notice-editor-not-kept = Расставляемую позицию не удалось сохранить в { $path }: { $why }.
notice-editor-back = Позиция, которую вы расставляли, восстановлена.
notice-editor-not-back = Расставляемую позицию не удалось вернуть ({ $why }); она по-прежнему в { $path }.
notice-bad-options = Rookery запущен с недопустимыми параметрами: { $why }. Он запускается как обычно.
notice-not-restored = Не удалось восстановить последнюю партию: { $why }.
notice-not-restored-kept = Не удалось восстановить последнюю партию: { $why }. Она сохранена как { $path }.
game-names = { $white } против { $black }
notice-unfinished-kept = Незаконченная партия { $names } сохранена в { $path } (Файл › Недавние партии).
notice-taken-back = { $count ->
    [one] Ход отменён
   *[other] Отменено ходов: { $count }
}
notice-takeback-refused = { $name } отказался отменить ход
notice-unfinished-stays = Незаконченную партию { $names } не удалось добавить в архив ({ $why }); она остаётся в { $path }.
notice-unfinished-not-archived = Незаконченную партию не удалось добавить в архив: { $why }.
notice-not-archived = Партию не удалось добавить в архив: { $why }.
notice-autosave-failed = Партию не удалось сохранить в { $path }: { $why }. Она всё ещё на доске.
notice-autosave-not-removed = Оконченная партия в архиве, но её автосохранение в { $path } не удалось удалить: { $why }.
notice-settings-not-saved = Настройки не удалось сохранить в { $path }: { $why }.
notice-other-launch = Другой запуск Rookery попросил о невозможном: { $why }
notice-clipboard-empty = В буфере обмена нет текста.
notice-pasted-position = Новая партия начинается со вставленной позиции.
notice-pasted-games =
    { $count ->
        [few] Вставленный текст содержит { $count } партии.
       *[many] Вставленный текст содержит { $count } партий.
    }
notice-dropped-not-pgn = { $name } — не файл PGN: Rookery открывает файлы .pgn (а также .pgn.gz, .pgn.zst, .pgn.bz2) и их архивы .zip.
notice-image-copied = Изображение доски в буфере обмена.
notice-image-failed = Не удалось создать изображение: { $why }.
notice-making = Создаётся { $name }…
notice-image-not-started = Не удалось начать создание изображения: { $why }.
notice-not-opened = Не удалось открыть { $path }: { $why }.
notice-not-started-reading = Не удалось начать чтение { $name }: { $why }.
notice-reading = Чтение { $name }…
notice-choose-pgn =
    { $count ->
        [one] { $name } содержит { $count } файл PGN: выберите его.
        [few] { $name } содержит { $count } файла PGN: выберите один.
       *[many] { $name } содержит { $count } файлов PGN: выберите один.
    }
notice-packed-not-pgn = { $name } сжат ({ $packing }), но внутри не PGN: в первых 64 КБ нет ни тега, ни хода. Ничего не изменено.
notice-not-pgn = { $name } — не файл PGN: в первых 64 КБ нет ни тега, ни хода. Ничего не изменено.
notice-not-read = Не удалось прочитать { $name }: { $why }. Ничего не изменено.
notice-no-games = В { $name } нет партий: возможно, это не файл PGN. Ничего не изменено.
notice-stopped-reading = Чтение { $name } остановлено.
games-count-grouped =
    { $count ->
        [one] { $number } партия
        [few] { $number } партии
       *[many] { $number } партий
    }
notice-stopped-listed = Чтение { $name } остановлено: в списке { $games }.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } изменился на диске после чтения: перезагрузите его, чтобы читать партии.
notice-game-not-read = Не удалось прочитать партию { $number } из { $name }: { $why }.
notice-changed-first = { $name } изменился на диске после чтения: сначала перезагрузите его. Ничего не изменено.
notice-changing = Изменяется { $name }…
notice-not-started-changing = Не удалось начать изменение { $name }: { $why }.
notice-would-lose = В { $name } партий: { $count }; запись этой партии поверх их потеряет: ничего не записано. Выберите другое имя.
notice-saved = { $name } сохранён.
notice-not-saved = Не удалось сохранить { $path }: { $why }. На диске ничего не изменено.
notice-not-from-file = Партия не из файла с несколькими партиями: используйте «Сохранить как».
notice-still-reading = { $name } ещё читается: запишите партию обратно, когда он будет прочитан целиком.
notice-compressed = { $name } сжат ({ $packing }): Rookery не пишет в него. Используйте «Сохранить как».
notice-changed-since-opened = { $name } изменился на диске после открытия: ничего не записано. Используйте «Сохранить как» или откройте файл заново.
notice-could-not-read = Не удалось прочитать { $path }: { $why }.
notice-saved-back = Партия { $number } записана обратно в { $name }; остальные партии ({ $count }) не изменены.
notice-no-mistakes = Отчёт не находит ошибок стороны «{ $side }», на которых можно учиться (после дебюта).

## Панель: подписи, экспорт изображения, задачи, тренировка и проблемы
label-moves = Ходы
label-explorer-moves = Ходы, сыгранные здесь
label-graph = График оценки: шансы белых по ходу партии
graph-no-evaluation = нет оценки
graph-start = Начало
variation-more =
    { $count ->
        [one] ⊞ ещё { $count } ход
        [few] ⊞ ещё { $count } хода
       *[many] ⊞ ещё { $count } ходов
    }
variation-show = Показать весь вариант
file-reload = Перезагрузить { $name }
file-reload-hover = Перечитать файл в нынешнем виде
export-title = Экспорт изображения
export-width = Ширина доски
export-width-name = Ширина доски в пикселях
export-caption = Подпись
export-caption-what = Игроки и ход (GIF: результат)
export-seconds-suffix = с на ход
export-seconds-name = Секунд на ход в GIF
export-hint = Назовите файл .png или .svg для показанной позиции, .gif для партии.
export-save = Сохранить…
export-copy = Копировать изображение
export-close = Закрыть
archive-title = Открыть файл из { $name }
archive-holds =
    { $count ->
        [one] { $name } содержит { $count } файл PGN:
        [few] { $name } содержит { $count } файла PGN:
       *[many] { $name } содержит { $count } файлов PGN:
    }
retro-done = Готово: решено { $solved }, не решено { $failed }.
retro-find = { $side }: ход { $number } был { $played } ({ $judgement }). Найдите ход получше.
judgement-inaccuracy = неточность
judgement-mistake = ошибка
judgement-blunder = зевок
retro-better = Лучший ход был { $san }.
retro-not-found = Движок ещё не нашёл лучший ход.
retro-the-mistake = { $san } — ход, сыгранный в партии. Найдите лучше.
retro-checking = Проверка { $san }…
retro-solved = Решено: { $san } — хороший ход.
retro-not-enough = { $san } недостаточно хорош: он слишком много отдаёт. Попробуйте другой ход или покажите ответ.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. Лучше всего был { $san }.
verdict-good = Хороший ход
verdict-inaccuracy = Неточность
verdict-mistake = Ошибка
verdict-blunder = Зевок
computer-stopped = Движок компьютера остановился: { $why } Партия сохранена, часы остановлены.
computer-stopped-untimed = Движок компьютера остановился: { $why } Партия сохранена.
engine-none-found = Шахматный движок не найден. Установите Stockfish (в Debian и Ubuntu: sudo apt install stockfish) или выберите программу движка в Настройках.
report-not-started = Отчёт не удалось начать: { $why }
report-stopped = Отчёт остановлен.
report-fault = { $why } Отчёт сохраняет найденное ранее.
tables-not-read = Таблицы не удалось прочитать: { $why }
hint-browsing = Вы смотрите более ранний ход. Чтобы ходить, вернитесь к партии: End или «Вернуться к партии».
hint-computer-only = Подсказка — для партии против компьютера.
notice-engine-off-in-game = Движок и отчёт — для анализа: во время партии они выключены.
notice-engine-on-analysis = Движок и отчёт работают на доске анализа: выберите «Анализ», чтобы изучить с ними эту партию.
notice-pgn-copied = PGN партии в буфере обмена.
notice-fen-copied = FEN позиции в буфере обмена.
notice-line-copied =
    { $count ->
        [one] Линия из { $count } хода в буфере обмена как PGN.
        [few] Линия из { $count } ходов в буфере обмена как PGN.
       *[many] Линия из { $count } ходов в буфере обмена как PGN.
    }
io-not-found = такого файла нет
io-permission = доступ запрещён
io-folder = это папка
explorer-pass-stopped = проход остановлен
zip-no-pgn = в zip-архиве нет файла .pgn
dialog-no-service = У этого рабочего стола нет службы файловых диалогов (нет ни портала, ни zenity).
dialog-unavailable = Файловый диалог здесь недоступен.
dialog-failed = Не удалось показать файловый диалог (портал не ответил, а zenity нет или он не сработал).
dialog-pgn-games = Партии PGN
dialog-images = Изображения (PNG, SVG, GIF партии)
dialog-books = Книги Polyglot

## Меню для экранного диктора, набранные ходы, контроль времени
menu-a11y = Меню «{ $title }»
report-counts-hover = Неточности (?!), ошибки (?) и зевки (??) по оценке lichess, и средняя потеря в сотых пешки
panel-width = Ширина панели: перетащите или ← и →, когда у неё клавиатура
notice-image-not-saved = Не удалось сохранить { $name }: { $why }. Ничего не изменено.
work-stopped = работа прервалась
typed-no-piece = Ни одна фигура не может пойти на { $square }
typed-several = { $typed } подходит к нескольким ходам: { $moves }
typed-illegal = { $san } — здесь недопустимый ход
typed-nothing = «{ $typed }» — ни ход, ни команда (помощь их перечисляет)
typed-word-resign = сдаться
typed-word-draw = ничья
typed-word-takeback = отменить
typed-word-flip = перевернуть
typed-word-clock = часы
typed-word-who = кто
typed-word-help = помощь
delay-fischer = Добавление Фишера
delay-bronstein = Задержка Бронштейна
delay-simple = Простая задержка

## Правка файла партий: что сделано; запись; вставка; настройки
edit-read-only = { $name } сжат, поэтому здесь доступен только для чтения.
edit-added = партия добавлена в { $name }
edit-deleted = из { $name } удалено: { $games }
edit-not-undone = Не удалось отменить ({ $what }): { $why }.
edit-undone = отменено: { $what }
edit-not-pgn = { $name } — не файл PGN. Ничего не изменено.
edit-appended = { $other } добавлен в конец { $name }
edit-no-duplicates = в { $name } нет дубликатов
edit-removed = из { $name } убрано: { $games }
edit-copied = в { $name } скопировано: { $games }
edit-unsupported = { $why } Ничего не изменено.
edit-failed = Не удалось изменить { $name }: { $why }. Ничего не изменено.
edit-lost = Правка прервалась на полпути; файл не изменён.
edit-done = { $what }.
write-no-folder = папки { $folder } нет
write-not-writable = в папку { $folder } нельзя записывать
write-read-only = папка { $folder } на диске только для чтения
write-disk-full = диск заполнен
write-is-folder = { $path } — это папка
paste-bad-fen = Вставленный FEN — недопустимая позиция: { $why }.
paste-neither-why = Вставленный текст — ни PGN, ни FEN: { $why }.
paste-neither = Вставленный текст («{ $text }») — ни PGN, ни FEN.
settings-unreadable = Настройки в { $path } не удалось прочитать ({ $why }); используются значения по умолчанию.
settings-kept-as = он сохранён как { $path }
settings-not-kept = его не удалось отложить ({ $why })
settings-damaged = Файл настроек { $path } повреждён ({ $why }): используются значения по умолчанию, а { $kept }.

## Таблицы, движок, книга; отмена; что партия не принимает
tables-thrown-away =
    Этот ход упускает { $had ->
            [win] выигрыш
           *[draw] ничью
        }: по таблицам теперь { $now ->
            [lost] проигрыш
           *[draw] ничья
        }.
tables-castling = В таблицах нет позиций с правом рокировки.
tables-too-many = В позиции { $count } фигур; таблицы здесь охватывают не больше { $max }.
tables-missing = Нет таблицы для { $material }.
tables-unreadable = Таблицы не удалось прочитать: { $why }.
engine-quit = Движок неожиданно завершился.
engine-quit-status = Движок неожиданно завершился ({ $status }).
engine-no-answer = Движок не ответил на { $what } за { $seconds } с.
engine-not-uci = { $path } — не UCI-движок: он не ответил `uciok` на `uci`.
engine-not-stopped = Движок не остановился за { $seconds } с и был завершён.
engine-not-started = Не удалось запустить { $path }: { $why }
engine-no-input = у движка нет ввода
engine-no-output = у движка нет вывода
engine-no-thread = Не удалось запустить поток движка: { $why }
engine-found-nothing = Движок ничего не нашёл за { $seconds } с и был завершён.
engine-did-not-start = { $path } не запустился как движок.
engine-no-core = Все ядра уже считают для другой части Rookery (отчёта о партии, движка доски или задач). Попробуйте снова, когда она закончит.
book-unreadable = Дебютную книгу { $path } нельзя прочитать: { $why }.
book-empty = Дебютная книга { $path } пуста.
book-not-a-book = { $path } — не книга Polyglot: её { $size } байт — не целое число 16-байтовых записей.
undo-result = Результат { $result }
undo-add = Добавить { $move }
undo-promote = Поднять { $move }
undo-main-line = Сделать { $move } главной линией
undo-delete-from = Удалить начиная с { $move }
undo-delete-variation = Удалить вариант { $move }
undo-line = Линия { $moves }
undo-comment = Комментарий { $spot }
undo-comment-before = Комментарий перед { $spot }
undo-the-start = начало
undo-glyph = Знак у { $move }
undo-drawing = Рисунок у { $spot }
undo-report = Отчёт о партии
refused-game-over = партия окончена
refused-illegal-move = { $from }-{ $to } — недопустимый ход
refused-promotion = пешка на последней горизонтали должна превратиться: выберите фигуру
refused-san = «{ $text }» — недопустимый ход в SAN
refused-uci = «{ $text }» — недопустимый ход в UCI
refused-no-claim = ничью потребовать нельзя: позиция не повторилась трижды, и 50 ходов без взятий и ходов пешками не прошло
refused-no-offer = соперник не предлагал ничью
refused-offered = вы уже предложили ничью
refused-no-takeback = нет хода, который можно взять назад
refused-takeback-over = партия окончена: её ходы нельзя взять назад
refused-no-ply = в партии нет полухода { $ply }
refused-no-variation = в партии нет такого варианта
refused-viewing-past = показан более ранний ход: вернитесь к партии, чтобы ходить
refused-not-record = идущую партию не правят: проанализируйте её, когда она закончится
refused-main-line = ход в главной линии
refused-nothing-to-undo = отменять нечего
refused-main-line-changed = главная линия изменилась во время отчёта: запустите его снова

## Движок: шансы
engine-wdl = В { $win }% Н { $draw }% П { $loss }%
window-close = Закрыть окно
clock-name = Часы: { $side } { $time }
clock-name-running = Часы: { $side } { $time }, идут
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, ср. потеря { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Задачи
control-stop-puzzles = Закончить задачи
control-puzzles-hover = Тактические задачи: найдите лучший ход — с рейтингом, серией или повторяя сборник
control-import-puzzles = Импорт задач…
control-import-puzzles-hover = Добавляет базу задач lichess (.csv, .csv.zst), сборник EPD или файл PGN с позициями
control-dashboard = Сводка по задачам
control-show-solution = Показать решение
control-analyse-puzzle = Анализировать
puzzle-find = { $side } ходят: найдите лучший ход.
puzzle-right = Верно! Продолжайте.
puzzle-solved = Решено!
puzzle-solved-after = Решено после ошибки.
puzzle-wrong = { $san } — не тот ход. Задача засчитана как нерешённая: найдите верный ход или покажите решение.
puzzle-solution = Решение: { $line }
puzzle-no-line = В этой задаче нет хода.
puzzle-none = Нет подходящей задачи: импортируйте базу задач lichess (меню «Партия», «Импорт задач…») или выберите другую тему.
puzzle-none-due = Сегодня нет нерешённых задач для повторения.
puzzle-set-done = Сборник пройден: этот круг окончен. «Далее» начинает следующий круг.
puzzle-streak-over = Серия окончена: { $count }.
puzzle-store-failed = База задач: { $why }
puzzle-imported = Добавлено задач из { $name }: { $added } (пропущено ошибочных строк: { $bad }).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Импорт { $name }
puzzle-filing = Сортировка { $name } по темам и рейтингу
puzzle-rating = Рейтинг { $rating } { $change }
puzzle-streak = Серия { $count } (рекорд { $best })
puzzle-review = Нерешённые задачи: к повторению { $count }
puzzle-set = { $name }: { $at } из { $total }, круг { $cycle }
puzzle-mode = Задачи
puzzle-mode-rated = С рейтингом
puzzle-mode-streak = Серия
puzzle-mode-review = Нерешённые (к повторению { $count })
puzzle-mode-set = Сборник: { $name }
puzzle-difficulty = Сложность
puzzle-difficulty-easiest = Самые лёгкие
puzzle-difficulty-easier = Полегче
puzzle-difficulty-normal = Обычные
puzzle-difficulty-harder = Посложнее
puzzle-difficulty-hardest = Самые сложные
puzzle-theme = Тема
puzzle-theme-any = Любая тема
dashboard-title = Сводка по задачам
dashboard-played = Сыграно { $played }, решено { $solved }
dashboard-rating = Рейтинг во времени
dashboard-per-day = Задач в день
dashboard-themes = Успех по темам, слабые сначала
dialog-puzzles = Файлы задач
prompt-puzzles = Импорт задач
prompt-puzzles-words = Введите путь к файлу задач: .csv или .csv.zst от lichess, сборник .epd или .pgn с позициями.
# lichess's puzzle themes.
theme-mate = Мат
theme-mateIn1 = Мат в 1 ход
theme-mateIn2 = Мат в 2 хода
theme-mateIn3 = Мат в 3 хода
theme-mateIn4 = Мат в 4 хода
theme-mateIn5 = Мат в 5 ходов
theme-oneMove = Один ход
theme-short = Короткая
theme-long = Длинная
theme-veryLong = Очень длинная
theme-opening = Дебют
theme-middlegame = Миттельшпиль
theme-endgame = Эндшпиль
theme-fork = Вилка
theme-pin = Связка
theme-skewer = Сквозной удар
theme-discoveredAttack = Вскрытое нападение
theme-hangingPiece = Незащищённая фигура
theme-sacrifice = Жертва
theme-deflection = Отвлечение
theme-attraction = Завлечение
theme-promotion = Превращение
theme-advancedPawn = Продвинутая пешка
theme-backRankMate = Мат на последней горизонтали
theme-castling = Рокировка
theme-enPassant = Взятие на проходе
theme-quietMove = Тихий ход
theme-defensiveMove = Защитный ход
theme-kingsideAttack = Атака на королевском фланге
theme-crushing = Решающее преимущество
theme-advantage = Преимущество
theme-equality = Равенство
# Puzzles found in the listed file.
control-find-puzzles = Найти задачи в этом файле
control-find-puzzles-hover = Ищет движком, на всех свободных ядрах, моменты в партиях открытого файла, где выигрывает один ход; из них получается сборник
puzzle-no-file = Сначала откройте файл с партиями: задачи ищутся в открытом файле.
puzzle-finding = Поиск задач: партий { $done } из { $games }, найдено { $found }
puzzle-found = Найдено задач: { $count }, сборник «{ $name }».
dashboard-cycles = Сборники, круг за кругом
dashboard-cycle = круг { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Репертуар: { $why }
repertoire-holes-need-file = Сначала откройте файл партий: пробелы — это ответы из его партий (в обозревателе), на которые в вашем репертуаре нет ответа.
repertoire-no-moves = Сначала сделайте на доске ходы, которые нужно добавить.
repertoire-all-done = На все карточки этой тренировки дан ответ.
repertoire-none-due = Сейчас нет карточек к повторению. Тренируйтесь заранее, чтобы пройти все.
repertoire-your-move = Ход: { $side }. Сыграйте ход из вашего репертуара.
repertoire-right = Верно.
repertoire-wrong = { $san } нет в вашем репертуаре. Стрелка показывает его ход: сыграйте его.
repertoire-other = { $san } верно. Ваш репертуар играет здесь и другой ход, после которого есть карточки: сыграйте его.
repertoire-hint = Стрелка показывает ход из вашего репертуара.
repertoire-title = Репертуар: { $name } ({ $side })
repertoire-counts = Карточки { $cards } · новые { $new } · к повторению { $due } · в ближайшие 7 дней { $week } · выучены { $learned } · забыты { $lapsed }
repertoire-which-side = В { $name } не указана сторона. Для какой стороны этот репертуар?
repertoire-drill = Тренировать ({ $count })
repertoire-ahead = Тренироваться заранее
repertoire-hint-button = Подсказка
repertoire-stop = Закончить тренировку
repertoire-holes = Пробелы
repertoire-progress = Прогресс…
repertoire-close = Закрыть репертуар
repertoire-doubles = Два хода после: { $lines }
repertoire-holes-title = Пробелы ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } из { $reaching } партий)
repertoire-no-holes = Пробелов нет: на каждый ответ из 5 % партий есть ход.
repertoire-lines = Варианты
repertoire-line = { $line }: выучено { $learned } из { $cards }
repertoire-start = начало
control-open-repertoire = Открыть репертуар…
control-open-repertoire-hover = Открывает PGN-файл вариантов как ваш дебютный репертуар, чтобы тренировать его и находить пробелы
control-add-to-repertoire = Добавить эти ходы в мой репертуар
control-add-to-repertoire-hover = Добавляет ходы до показанной позиции в ваш репертуар (для нового спросит файл; его сторона — та, что внизу)
control-drill-repertoire = Тренировать репертуар
control-stop-drilling = Закончить тренировку
prompt-repertoire = Открыть репертуар
prompt-repertoire-words = Введите путь к репертуару: PGN-файлу вариантов.
prompt-new-repertoire = Новый репертуар
prompt-new-repertoire-words = Введите путь к PGN-файлу нового репертуара.
