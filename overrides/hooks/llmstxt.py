"""mkdocs-llmstxt's ``preprocess`` module (``plugins: llmstxt: preprocess:`` in each ``mkdocs*.yml``): how
a page's HTML is tidied before the plugin turns it into the Markdown version of the page (``<page>/index.md``,
listed in ``llms.txt``). Not a MkDocs hook: the plugin loads this file and calls ``preprocess``.

It does what the plugin's own clean-up (``autoclean``, turned off in the configuration) does, except that
the label of each tab (TF2, TF1 (``tf.compat.v1``)) is kept, in bold, at the top of the tab's content: the
plugin's clean-up drops the labels, which leaves the two versions of an example side by side with nothing
to tell them apart.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mkdocs_llmstxt import autoclean

if TYPE_CHECKING:
    from bs4 import BeautifulSoup


def preprocess(soup: BeautifulSoup, output: str) -> None:
    # A code block's text, without the thousands of highlighting spans (its Markdown is the same; the
    # steps after this one then go over a tenth of the elements).
    for code in soup.find_all("code"):
        if code.parent is not None and code.parent.name == "pre":
            code.string = code.get_text()
    for tabbed in soup.find_all("div", class_="tabbed-set"):
        # Material's tabbed set: a div of labels, then a div with one block per label, in order.
        labels_div = tabbed.find("div", class_="tabbed-labels")
        content = tabbed.find("div", class_="tabbed-content")
        assert labels_div is not None and content is not None, f"{output}: a tabbed set without its parts"
        labels = [label.get_text() for label in labels_div.find_all("label")]
        blocks = content.find_all("div", class_="tabbed-block", recursive=False)
        for label, block in zip(labels, blocks, strict=True):
            title = soup.new_tag("p")
            strong = soup.new_tag("strong")
            strong.string = label
            title.append(strong)
            block.insert(0, title)
    autoclean(soup)
